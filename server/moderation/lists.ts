import { readFileSync } from 'node:fs';
import { CATEGORIES, isCategory, type Category } from './categories.ts';
import { normaliseText } from './normalise.ts';
import { EXCLUDED_ENTRIES, loadBannedWords } from './wordList.ts';

/** One list entry, folded like the text it is matched against. */
export interface Entry {
  word: string;
  category: Category;
  /** Also matched spelt in pinyin/homophones and as initials (the core lists only). */
  spelt: boolean;
}

export interface Lists {
  entries: Entry[];
  /** Phrases inside which a hit is dropped (built in; operators add more). */
  exemptions: string[];
}

const here = (path: string) => new URL(path, import.meta.url);

/**
 * houbb/sensitive-word's tags (0 politics, 1 drugs, 2 sex, 3 gambling, 4 crime) → ours.
 * Crime entries about bombs, terror and massacres are 暴恐; the rest (guns, fraud,
 * counterfeit papers) stay 违禁 with drugs and gambling.
 */
const TAG_CATEGORY: Record<string, Category> = { '0': '涉政', '1': '违禁', '2': '色情', '3': '违禁', '4': '违禁' };
const TERROR = /炸弹|炸药|雷管|爆炸|恐怖|恐袭|圣战|东突|疆独|基地组织|塔利班|伊斯兰国|isis|自杀式|燃烧弹|燃烧瓶|原子弹|氢弹|tnt|血洗|屠杀|暗杀|斩首|劫机|人质|投毒|砍杀|袭警/;
/** Entries that are sexual rather than insults (houbb tags insults as sex; the registry lists mix both). */
const INSULT = /你妈|他妈|她妈|它妈|尼玛|你娘|他娘|妈的|娘的|妈逼|妈b|傻|煞笔|贱|婊|狗日|王八|杂种|畜生|去死|全家|祖宗|白痴|脑残|操你|草你|日你|干你|肏你|cnm|nmsl/;
const SEXUAL = /淫|嫖|娼|妓|性交|口交|肛交|做爱|自慰|手淫|阴道|阴茎|阴蒂|阴唇|乳交|射精|色情|裸|屄|鸡巴|av|肏|龟头|奶子|骚/;

/**
 * Entries of the vendored list that are everyday words or names in shop, brand and
 * person names, or that read across a word boundary; found by scanning clean text
 * (the labelled set's hard negatives, the catalogue, poems) and reading the hits.
 */
export const ORDINARY_WORDS: readonly string[] = [
  '姐姐', '诱惑', '黄色', '两性', '桃色', '调情', '情欲', '艳福', '胸罩', '亲日', '抗日', '纵情', '情杀', '冰火', '专卖', '批发', '销售',
  '子弹', '弓箭', '砍刀', '证件', '真币', '游戏币', '午夜场', '民政局', '政治', '政权', '弹劾', '卖国', '直刀', '风枪', '两性', '色欲',
  '性感', '美女', '少妇', '内衣', '丝袜', '按摩', '足浴', '桑拿', '情人', '情趣', '成人', '激情', '情色', '肉棒', '玉女', '学生妹',
  '小姐', '技师', '推油', '全套', '兼职', '招聘', '网络', '淘宝', '代购', '客服', '微店', '代理', '快递', '发票', '印章', '刻章',
  '猎人', '火药', '弹药', '枪手', '手枪', '步枪', '电击', '警棒', '军刀', '匕首', '迷彩', '警服', '军服', '麻将', '扑克', '彩票',
  '验证码', '淫威', '浸淫', '寂寞空庭春欲晚', '中国共产党', '共产党', '共产党员', '共青团', '智障', '福利', '体彩', '足彩', '娱乐城', '大发', '皇冠', '金沙', '新葡京', '葡京', '威尼斯人', '太阳城', '永利', '澳门', '博彩',
];

function readCore(): { entries: Entry[]; exemptions: string[] } {
  const entries: Entry[] = [];
  const exemptions: string[] = [];
  let section = '';
  for (const line of readFileSync(here('./lists/core.txt'), 'utf8').split('\n')) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(text);
    if (header) {
      section = header[1]!;
      continue;
    }
    for (const raw of text.split(/\s+/)) {
      const word = normaliseText(raw);
      if (section === '豁免') exemptions.push(word);
      else if (isCategory(section)) entries.push({ word, category: section, spelt: section !== '广告' }); // contact bait is not spelt in pinyin
      else throw new Error(`core.txt: unknown section [${section}]`);
    }
  }
  return { entries, exemptions };
}

function worst(categories: Iterable<Category>): Category {
  let best = CATEGORIES.length - 1;
  for (const category of categories) best = Math.min(best, CATEGORIES.indexOf(category));
  return CATEGORIES[best]!;
}

function isPersonLike(word: string): boolean {
  // Two or three Han characters: officials' names and ordinary words (政治, 民政局) in the
  // politics tag; the core list names the leaders and organisations that matter.
  return /^\p{Script=Han}{2,3}$/u.test(word);
}

/** 辱骂 or 色情 for an entry of the registry lists or houbb's sex tag: explicit sex first, then insults. */
function sexOrInsult(word: string, otherwise: Category): Category {
  if (SEXUAL.test(word)) return '色情';
  return INSULT.test(word) ? '辱骂' : otherwise;
}

function readVendored(ordinary: Set<string>): Entry[] {
  const entries: Entry[] = [];
  const text = readFileSync(here('./sources/houbb-sensitive-word/sensitive_word_tags.txt'), 'utf8');
  for (const line of text.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (space <= 0) continue;
    const word = normaliseText(line.slice(0, space));
    const tags = line.slice(space + 1).trim().split(',');
    if ([...word].length < 2 || /^[\da-z]+$/.test(word) || ordinary.has(word)) continue;
    const categories = tags
      .map((tag) => (tag === '4' && TERROR.test(word) ? '暴恐' : tag === '2' ? sexOrInsult(word, '色情') : TAG_CATEGORY[tag]))
      .filter((c): c is Category => c !== undefined);
    if (categories.length === 0) continue;
    // "加我QQ" and its kind are tagged crime upstream; they are contact bait.
    if (tags.includes('4') && word.startsWith('加') && !TERROR.test(word)) categories.splice(0, categories.length, '广告');
    const category = worst(categories);
    // Short entries of the sex tag are mostly everyday words (妈妈, 姐姐, 诱惑): only explicit ones stay.
    if (tags.includes('2') && [...word].length <= 3 && !SEXUAL.test(word) && !INSULT.test(word)) continue;
    // Two characters in the politics and crime tags are everyday words (销售, 政权, 子弹).
    if (category === '涉政' && isPersonLike(word)) continue;
    if ((category === '违禁' || category === '暴恐') && [...word].length === 2) continue;
    entries.push({ word, category, spelt: false });
  }
  return entries;
}

let cached: Lists | undefined;

/**
 * Every built-in entry, each word once with its worst category: the core lists (ours),
 * the registry lists of insults and sex (naughty-words, bad-words-chinese) and the
 * tagged dictionary of houbb/sensitive-word (Apache-2.0, vendored in sources/).
 */
export function loadLists(): Lists {
  if (cached) return cached;
  const ordinary = new Set([...ORDINARY_WORDS, ...EXCLUDED_ENTRIES].map(normaliseText));
  const core = readCore();
  const vendored = readVendored(ordinary);
  const registry: Entry[] = loadBannedWords().filter((word) => !ordinary.has(word)).map((word) => ({ word, category: sexOrInsult(word, '辱骂'), spelt: true }));
  const byWord = new Map<string, Entry>();
  // Core first: its category and spelling flag win over the other lists'.
  for (const entry of [...core.entries, ...registry, ...vendored]) {
    const known = byWord.get(entry.word);
    if (!known) byWord.set(entry.word, entry);
    else if (!core.entries.includes(known)) byWord.set(entry.word, { ...known, category: worst([known.category, entry.category]), spelt: known.spelt || entry.spelt });
  }
  const allow = readFileSync(here('./sources/houbb-sensitive-word/sensitive_word_allow.txt'), 'utf8').split('\n').map(normaliseText).filter(Boolean);
  cached = { entries: [...byWord.values()], exemptions: [...new Set([...core.exemptions, ...allow])] };
  return cached;
}
