import type { Hit } from './categories.ts';

/**
 * 广告 / 引流 (docs/moderation.md): contact details in a name, slogan or prompt —
 * mobile and landline numbers (also written in Chinese numerals, circled or
 * spaced out), WeChat and QQ ids after their keyword, URLs and "加V" with their
 * usual evasions. Run on the text folded by NFKC and lower-cased but with its
 * separators kept, because "abc.com" and "abccom" differ only by them.
 */
const CHINESE_DIGITS: Record<string, string> = {
  零: '0', 〇: '0', 一: '1', 壹: '1', 幺: '1', 二: '2', 贰: '2', 两: '2', 三: '3', 叁: '3', 四: '4', 肆: '4',
  五: '5', 伍: '5', 六: '6', 陆: '6', 七: '7', 柒: '7', 八: '8', 捌: '8', 九: '9', 玖: '9',
};
const DIGITISH = /[0-9零〇一壹幺二贰两三叁四肆五伍六陆七柒八捌九玖]/u;
/** What may stand between the digits of a number written to slip past a filter. */
const SPACER = /[\s\-–—_.·•*#/\\|,，。、~～+＋()（）[\]【】❤♥★☆]/u;

/** Runs of digits (arabic or Chinese) possibly broken by spacers, as their digits. */
function numberRuns(text: string): string[] {
  const runs: string[] = [];
  let digits = '';
  let arabic = 0;
  const flush = () => {
    // A run of Chinese numerals only counts when it is long (一二三四 is not a number anyone dials).
    if (digits.length >= 7 && (arabic > 0 || digits.length >= 10)) runs.push(digits);
    digits = '';
    arabic = 0;
  };
  for (const char of text) {
    if (DIGITISH.test(char)) {
      digits += CHINESE_DIGITS[char] ?? char;
      if (/[0-9]/.test(char)) arabic += 1;
    } else if (!(digits !== '' && SPACER.test(char))) flush();
  }
  flush();
  return runs;
}

const PHONE = /1[3-9]\d{9}|0\d{2,3}\d{7,8}|400\d{7}/;
const HAN_KEY_ID = /(?:微信|威信|薇信|徽信|维信|v信|wei信|扣扣|企鹅|q号|球球)(?:号|号码|id)?[\s:：=是为-]*(?:[a-z][a-z0-9_-]{5,19}|\d{5,12})(?![a-z0-9])/;
// A Latin keyword needs a digit id or a colon/号 before a word id ("QQmusic" is a brand, "love_forever" is not a WeChat id).
const LATIN_KEY_DIGITS = /(?<![a-z])(?:weixin|wechat|vx|wx|v|qq)(?:号|号码|id)?[\s:：=是为-]*\d{5,12}(?!\d)/;
const LATIN_KEY_WORD = /(?<![a-z])(?:weixin|wechat|vx|wx|v|qq)\s*(?:号|号码|id|[:：=是为])\s*[a-z][a-z0-9_-]{5,19}(?![a-z0-9])/;
// "加V", "+vx", "加我q"; "加微" only before 信/❤/x/v (增加微量, 参加微电影 are not contacts).
const ADD_ME = /(?:加|\+|➕|jia)\s*(?:我\s*)?(?:v|vx|wx|q|qq)(?![a-z])|(?:加|\+|➕)\s*(?:我\s*)?(?:微|薇|威|徽)\s*(?:信|❤|♥|x|v)/;
const URL = /(?:https?:\/\/|www\s*[.。]\s*)[^\s，。；;]+|[a-z0-9][a-z0-9-]{1,62}\s*(?:[.。]|点|dot)\s*(?:com|cn|net|org|top|xyz|vip|cc|io|me|info|shop|site|club|wang|ltd|tv|co)(?![a-z])/;

export function findContacts(text: string): Hit[] {
  const folded = text.normalize('NFKC').toLowerCase();
  const hits: Hit[] = [];
  const add = (word: string) => {
    if (!hits.some((h) => h.word === word)) hits.push({ word, category: '广告' });
  };
  for (const run of numberRuns(folded)) {
    const phone = PHONE.exec(run);
    if (phone) add(phone[0]);
  }
  for (const pattern of [HAN_KEY_ID, LATIN_KEY_DIGITS, LATIN_KEY_WORD, ADD_ME, URL]) {
    const found = new RegExp(pattern.source, 'gu');
    for (const match of folded.matchAll(found)) add(match[0].replace(/\s+/g, ''));
  }
  return hits;
}
