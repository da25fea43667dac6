import { createRequire } from 'node:module';
import { normaliseText } from './normalise.ts';

/**
 * The banned-word list: the Chinese list of naughty-words (LDNOOBW, CC-BY-4.0)
 * and bad-words-chinese (MIT, Taiwanese usage), both from the npm registry
 * (docs/licences.md), folded like the text they are matched against.
 */
const require = createRequire(import.meta.url);

/**
 * Entries that are ordinary words in shop names and daily text (a chair back
 * 靠背, stiffness 刚度, adult education 成人, Feixi county 肥西, 处女座 …) or
 * that are prefixes of harmless phrases across word boundaries (你妈 in
 * 你妈妈, 日你 in 生日你好). Flagging them would refuse honest users; the
 * longer insults that contain them stay on the list.
 */
export const EXCLUDED_ENTRIES: readonly string[] = [
  '九游', '刚度', '成人', '激情', '祖宗', '老二', '老味', '老母', '屁股', '私服', '靠背', '月经', '精子', '包皮', '处女',
  '笨蛋', '白烂', '鬼公', '粉肠', '玉杵', '贝肉', '后庭', '吹箫', '口肯', '肥西', '姣西', '你全家', '他娘', '你娘', '娘的',
  '妈妈的', '他妈', '你妈', '她妈的', '交配', '撒尿', '日你', '野鸡', '花柳', '密洞', '去你的', '白目', '林北', '恁爸',
  '下贱', '犯贱', '老闆', '你老闆', '硬胶', '笨实', '屎忽', '鸡鸡', '小鸡鸡', '情色',
];

function readList(): string[] {
  const naughty = require('naughty-words/zh.json') as string[];
  const taiwanese = (require('bad-words-chinese/libs/badWordsChinese.json') as { words: string[] }).words;
  return [...naughty, ...taiwanese];
}

/** Normalised, deduplicated entries of at least two characters that are not bare numbers. */
export function loadBannedWords(): string[] {
  const excluded = new Set(EXCLUDED_ENTRIES.map(normaliseText));
  const words = new Set<string>();
  for (const raw of readList()) {
    const word = normaliseText(raw);
    // One character (乳, 性, 奶 …) is part of too many clean words to ban alone.
    if ([...word].length < 2 || /^\d+$/.test(word) || excluded.has(word)) continue;
    words.add(word);
  }
  return [...words].sort();
}
