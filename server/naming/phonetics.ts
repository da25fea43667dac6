import { pinyin, polyphonic } from 'pinyin-pro';

/**
 * How a name sounds: tones (level 平 = 1st/2nd, oblique 仄 = 3rd/4th),
 * common characters (GB2312 level 1, the 3,755 everyone can read) and
 * homophones of unlucky words.
 */
// Per character, once: scoring looks at thousands of candidates made of a few hundred characters.
const syllables = new Map<string, string>();
function syllableOf(char: string): string {
  let syllable = syllables.get(char);
  if (syllable === undefined) {
    syllable = pinyin(char, { toneType: 'num' });
    syllables.set(char, syllable);
  }
  return syllable;
}

export function tonesOf(text: string): number[] {
  return [...text].map((char) => Number(/\d$/.exec(syllableOf(char))?.[0] ?? 5));
}

const isLevel = (tone: number) => tone === 1 || tone === 2;

/** Three level tones in a row sound flat (and three oblique, harsh); both are refused. */
export function hasFlatRun(tones: readonly number[]): boolean {
  for (let i = 2; i < tones.length; i += 1) {
    const run = [tones[i - 2]!, tones[i - 1]!, tones[i]!];
    if (run.every(isLevel) || run.every((t) => !isLevel(t))) return true;
  }
  return false;
}

/** A name that alternates 平 and 仄 reads best; one tone throughout reads worst. */
export function toneScore(tones: readonly number[]): number {
  if (tones.length < 2) return 0;
  let score = 0;
  for (let i = 1; i < tones.length; i += 1) if (isLevel(tones[i]!) !== isLevel(tones[i - 1]!)) score += 0.75;
  if (new Set(tones).size === 1) score -= 1.5;
  return score;
}

let common: Set<string> | undefined;

export function isCommonChar(char: string): boolean {
  if (!common) {
    const decoder = new TextDecoder('gbk');
    common = new Set();
    for (let hi = 0xb0; hi <= 0xd7; hi += 1) {
      for (let lo = 0xa1; lo <= 0xfe; lo += 1) {
        if (hi === 0xd7 && lo > 0xf9) break;
        common.add(decoder.decode(new Uint8Array([hi, lo])));
      }
    }
  }
  return common.has(char);
}

/** Characters with more than one reading make a name people hesitate over. */
const polyphones = new Map<string, boolean>();
export function isPolyphone(char: string): boolean {
  let many = polyphones.get(char);
  if (many === undefined) {
    many = (polyphonic(char)[0] ?? '').trim().split(/\s+/).length > 1;
    polyphones.set(char, many);
  }
  return many;
}

/** Toneless syllables of words no one wants to hear in a name (死, 病, 失败, 丧 …). */
const UNLUCKY = ['si', 'sang', 'bing', 'shibai', 'zaogao', 'beiju', 'wuliao', 'kulou', 'shiwang', 'pochan', 'kuiben', 'daomei', 'shanfeng', 'guisui', 'zhuzhu', 'wangba', 'biaozi'];
const UNLUCKY_WITH_TONE = new Set(['si3', 'si4', 'sang1', 'sang4', 'bing4', 'sha3', 'ben4', 'chi1', 'kong1', 'wang2', 'du2', 'ku1', 'ai1', 'bei1', 'fei4', 'bai4', 'shang1', 'wu2', 'qiong2', 'pin2']);

export function isUnluckyHomophone(text: string, extraForms: ReadonlySet<string> = new Set()): boolean {
  const withTone = [...text].map(syllableOf);
  const toneless = withTone.map((s) => s.replace(/\d$/, ''));
  if (withTone.some((s) => UNLUCKY_WITH_TONE.has(s))) return true;
  const joined = toneless.join('');
  // Any run of whole syllables that spells an unlucky or banned word.
  for (let i = 0; i < toneless.length; i += 1) {
    let run = '';
    for (let j = i; j < toneless.length; j += 1) {
      run += toneless[j];
      if ((j > i && UNLUCKY.includes(run)) || extraForms.has(run)) return true;
    }
  }
  return UNLUCKY.includes(joined) && toneless.length > 1;
}
