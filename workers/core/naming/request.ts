/**
 * What the user asks a name for, and the prompt it becomes. Shared by the page
 * (builds the prompt for chat/sse), the server's offline generator (reads it
 * back) and any OpenAI-compatible provider (reads it as plain Chinese), so
 * the wording below is both a prompt and a format (docs/naming.md).
 */
export const NAMING_SUBJECTS = ['shop', 'brand', 'company', 'product', 'person'] as const;
export type NamingSubject = (typeof NAMING_SUBJECTS)[number];

export const NAMING_STYLES = ['classical', 'modern', 'cute', 'international'] as const;
export type NamingStyle = (typeof NAMING_STYLES)[number];

export interface NamingRequest {
  subject: NamingSubject;
  /** Industry name as shown (茶饮, 餐饮 …); '' for none. */
  industry: string;
  keywords: string[];
  style: NamingStyle;
  /** Characters of the name (without the surname for a person). */
  length: number;
  /** Only for a person; '' otherwise. */
  surname: string;
  count: number;
}

export const SUBJECT_WORD: Record<NamingSubject, string> = { shop: '店铺', brand: '品牌', company: '公司', product: '产品', person: '人' };
export const STYLE_WORD: Record<NamingStyle, string> = { classical: '古典', modern: '现代', cute: '可爱', international: '国际' };

export const NAME_LENGTHS: Record<NamingSubject, readonly number[]> = {
  shop: [2, 3, 4],
  brand: [2, 3, 4],
  company: [2, 3, 4],
  product: [2, 3, 4],
  person: [1, 2],
};

/** The system prompt: the reply format the page reads (one name a line). */
export const NAMING_SYSTEM_PROMPT =
  '你是中文起名顾问。每行只写一个名字，格式为：名字｜寓意｜出处（诗句原文，注明书名与篇名；没有可靠出处就写“无”）。不要编号，不要其他说明。';

const toWord = <K extends string>(table: Record<K, string>, word: string): K | undefined =>
  (Object.keys(table) as K[]).find((key) => table[key] === word);

export function buildPrompt(request: NamingRequest): string {
  const parts = [`请为${request.industry ? `${request.industry}行业的` : ''}${SUBJECT_WORD[request.subject]}起${request.count}个名字`];
  if (request.subject === 'person' && request.surname) parts.push(`姓氏：${request.surname}`);
  parts.push(`名字字数：${request.length}`);
  parts.push(`风格：${STYLE_WORD[request.style]}`);
  if (request.keywords.length > 0) parts.push(`关键词：${request.keywords.join('、')}`);
  return `${parts.join('；')}。`;
}

/** Reads a prompt made by buildPrompt back; null for any other text (a free question). */
export function parsePrompt(prompt: string): NamingRequest | null {
  const head = /^请为(?:(.{1,12}?)行业的)?(店铺|品牌|公司|产品|人)起(\d{1,2})个名字/u.exec(prompt);
  if (!head) return null;
  const field = (label: string) => new RegExp(`；${label}：([^；。]*)`, 'u').exec(prompt)?.[1] ?? '';
  const subject = toWord(SUBJECT_WORD, head[2] ?? '');
  const style = toWord(STYLE_WORD, field('风格')) ?? 'classical';
  const length = Number(field('名字字数'));
  if (!subject || !NAME_LENGTHS[subject].includes(length)) return null;
  const keywords = field('关键词')
    .split('、')
    .map((k) => k.trim())
    .filter(Boolean);
  return { subject, industry: head[1] ?? '', keywords, style, length, surname: subject === 'person' ? field('姓氏') : '', count: Number(head[3]) };
}

/** The most characters a name may have (spec 5). */
export const MAX_NAME_CHARS = 10;

/**
 * Cleans one reply line as users expect (spec 5): leading numbering ("1.",
 * "2、", "(3)", "一、", "- "), quotes and brackets around the name stripped,
 * trimmed, cut to 10 characters. Returns '' for a line with no name.
 */
export function cleanName(raw: string): string {
  let text = raw.trim();
  text = text.replace(/^(?:[-*•·]\s*|(?:\d{1,3}|[一二三四五六七八九十]{1,3})\s*[.、:：)）]\s*|[(（]\s*\d{1,3}\s*[)）]\s*)/u, '');
  text = text.replace(/^(?:名字|名称)\s*[:：]\s*/u, '');
  text = text.replace(/^[\s"'“”‘’「」『』《》【】]+|[\s"'“”‘’「」『』《》【】]+$/gu, '').trim();
  return [...text].slice(0, MAX_NAME_CHARS).join('');
}

export interface NameSuggestion {
  name: string;
  meaning: string;
  /** The line it comes from with its book and title, or '' when there is none. */
  source: string;
  /** With tone marks, one syllable per character; added by the server, '' when absent. */
  pinyin: string;
}

/**
 * One reply line "名字｜寓意｜出处" (ASCII bars and a dash also accepted), as a
 * provider writes it, or "名字｜寓意｜出处｜拼音" as the server sends it on
 * (the server adds the pinyin so the page need not load a pinyin dictionary).
 */
export function parseSuggestionLine(line: string): NameSuggestion | null {
  const [rawName = '', meaning = '', source = '', pinyin = ''] = line.split(/\s*[｜|]\s*/u);
  const name = cleanName(rawName.split(/\s*(?:——|--|：|:)\s*/u)[0] ?? '');
  if (!name) return null;
  const cleanSource = source.trim();
  return { name, meaning: meaning.trim(), source: cleanSource === '无' ? '' : cleanSource, pinyin: pinyin.trim() };
}

export function formatSuggestionLine(suggestion: NameSuggestion): string {
  const line = `${suggestion.name}｜${suggestion.meaning}｜${suggestion.source || '无'}`;
  return suggestion.pinyin ? `${line}｜${suggestion.pinyin}` : line;
}
