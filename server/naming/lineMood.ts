/**
 * Whether a source line is a poor thing to cite beside a name (issue 27: "若青" was taken
 * from 楚辞·怨思 "若青蝇之伪质兮", where the blue flies are the slanderers of 诗经·青蝇).
 *
 * A list of grim characters missed it: nothing in that line is "death" or "grief"; its
 * meaning is an image. So the whole cited line (both halves of the couplet, every
 * character, not only the ones a name takes) and its poem's title are read against the
 * stock images of the corpus (诗经, 楚辞, 唐诗三百首): words first, longest first, so
 * a phrase is read once (青蝇, not 青 + 蝇), then single characters. A line is grim when it
 * holds a heavy image (death, war, grief, slander, vermin, ruin) or enough light ones
 * (loneliness, parting, cold, old age) together; a grim title counts as a light image.
 */

type Weight = 'heavy' | 'light';

/** Images of several characters, with what they stand for in the classics. */
const PHRASES: ReadonlyArray<readonly [string, Weight, string]> = [
  ['青蝇', 'heavy', '进谗的小人'],
  ['苍蝇', 'heavy', '进谗的小人'],
  ['硕鼠', 'heavy', '盘剥者'],
  ['鸱鸮', 'heavy', '恶鸟'],
  ['骊姬', 'heavy', '谗害太子的骊姬'],
  ['反情', 'heavy', '背弃'],
  ['小人', 'heavy', '小人'],
  ['黄泉', 'heavy', '死亡'],
  ['九泉', 'heavy', '死亡'],
  ['白骨', 'heavy', '死亡'],
  ['国殇', 'heavy', '战死'],
  ['断肠', 'heavy', '极度悲伤'],
  ['肠断', 'heavy', '极度悲伤'],
  ['憔悴', 'heavy', '困顿'],
  ['惆怅', 'light', '失意'],
  ['零落', 'light', '凋零'],
  ['飘零', 'light', '漂泊'],
  ['征夫', 'heavy', '出征'],
  ['胡虏', 'heavy', '战事'],
  ['烽火', 'heavy', '战事'],
  ['流亡', 'heavy', '流亡'],
  ['放逐', 'heavy', '放逐'],
  ['白发', 'light', '衰老'],
  ['离别', 'light', '离别'],
  ['天涯', 'light', '漂泊'],
  ['他乡', 'light', '漂泊'],
  ['沦落', 'light', '落魄'],
];

/** Single characters that carry the image wherever they stand. */
const HEAVY_CHARS = new Set([
  ...'死亡丧殁殇逝尸骨坟墓葬魂鬼血杀戮', // death
  ...'兵戈戍战寇虏叛乱', // war
  ...'哀悲愁泪涕泣哭怨恨忧伤痛惨戚怆悴凄悼痗怒愤悁陨颓', // grief and anger
  ...'谗佞谄伪诈欺谤妒嫉奸邪', // slander and deceit
  ...'蝇蛆蠹鼠虱枭鸮虺蜮豺', // vermin and ill-omened beasts, the classics' figures for the wicked
  ...'病疾饥饿贫穷苦', // illness and want
  ...'衰败毁灭残废弃囚狱刑罪祸殃灾厄贼盗凶恶', // ruin, punishment, misfortune
]);
const LIGHT_CHARS = new Set([...'孤寡寒老别离泊独叹畏浊厉']);

export interface LineMood {
  grim: boolean;
  /** The images found, for tests and logs. */
  images: string[];
}

function imagesIn(text: string): Array<{ image: string; weight: Weight }> {
  const found: Array<{ image: string; weight: Weight }> = [];
  const chars = [...text];
  for (let i = 0; i < chars.length; ) {
    const rest = chars.slice(i).join('');
    const phrase = PHRASES.find(([p]) => rest.startsWith(p));
    if (phrase) {
      found.push({ image: phrase[0], weight: phrase[1] });
      i += [...phrase[0]].length;
      continue;
    }
    const ch = chars[i]!;
    if (HEAVY_CHARS.has(ch)) found.push({ image: ch, weight: 'heavy' });
    else if (LIGHT_CHARS.has(ch)) found.push({ image: ch, weight: 'light' });
    i += 1;
  }
  return found;
}

/** Reads a cited line (and its poem's title) for a grim meaning. */
export function lineMood(text: string, title = ''): LineMood {
  const key = `${title}\u0000${text}`;
  const known = cache.get(key);
  if (known) return known;
  const mood = readMood(text, title);
  cache.set(key, mood);
  return mood;
}

/** The corpus is fixed (~5,500 lines): each line is read once per process. */
const cache = new Map<string, LineMood>();

function readMood(text: string, title: string): LineMood {
  const inLine = imagesIn(text);
  const inTitle = imagesIn(title);
  const heavy = inLine.filter((f) => f.weight === 'heavy').length;
  // Light images of the line, plus one for a grim title (a lament colours all its lines a little).
  const light = inLine.length - heavy + (inTitle.length > 0 ? 1 : 0);
  return { grim: heavy > 0 || light >= 2, images: [...inLine, ...inTitle].map((f) => f.image) };
}
