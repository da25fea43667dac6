// Pinyin for search, computed once at build time so the app never ships pinyin-pro.
import { pinyin } from 'pinyin-pro';

/** '咖啡' → { py: 'kafei', jp: 'kf' }; Latin and digits are kept as they are (lower case). */
export function pinyinOf(word) {
  const syllables = pinyin(word, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  const parts = syllables.map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, '')).filter(Boolean);
  return { py: parts.join(''), jp: parts.map((p) => (/^[a-z]/.test(p) ? p[0] : p)).join('') };
}

/** Space-separated pinyin and initials of several words, duplicates dropped. */
export function searchKeys(words) {
  const py = new Set();
  const jp = new Set();
  for (const word of words) {
    const keys = pinyinOf(word);
    if (keys.py) py.add(keys.py);
    if (keys.jp) jp.add(keys.jp);
  }
  return { py: [...py].join(' '), jp: [...jp].join(' ') };
}
