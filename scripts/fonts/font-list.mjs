// The fonts the app ships. All are OFL-1.1 and come from @fontsource packages, so
// they install offline with npm. Adding a font = one entry here (and a licence
// line in docs/fonts.md).
//
// `css` fonts are already cut into unicode-range slices by Fontsource; `single`
// fonts ship as one large file and are re-sliced by subset-truetype.mjs using the
// slice layout of `template` (Google's frequency-ordered CJK slicing), so common
// characters of every font live in the same few slices.

export const DEFAULT_FONT_ID = 'noto-serif-sc';

/**
 * @typedef {{ weight: number, css: string } | { weight: number, file: string }} WeightSource
 * @typedef {{ id: string, name: string, pkg: string, weights: WeightSource[], template?: string }} FontSource
 */

/** @type {FontSource[]} */
export const FONTS = [
  // Noto Serif SC is Source Han Serif under Google's name: the spec's default font.
  { id: 'noto-serif-sc', name: '思源宋体', pkg: 'noto-serif-sc', weights: [{ weight: 400, css: '400.css' }, { weight: 700, css: '700.css' }] },
  { id: 'noto-sans-sc', name: '思源黑体', pkg: 'noto-sans-sc', weights: [{ weight: 400, css: '400.css' }, { weight: 700, css: '700.css' }] },
  { id: 'zcool-kuaile', name: '站酷快乐体', pkg: 'zcool-kuaile', weights: [{ weight: 400, css: '400.css' }] },
  { id: 'zcool-xiaowei', name: '站酷小薇体', pkg: 'zcool-xiaowei', weights: [{ weight: 400, css: '400.css' }] },
  { id: 'zcool-qingke-huangyou', name: '站酷庆科黄油体', pkg: 'zcool-qingke-huangyou', weights: [{ weight: 400, css: '400.css' }] },
  { id: 'ma-shan-zheng', name: '马善政毛笔楷书', pkg: 'ma-shan-zheng', weights: [{ weight: 400, css: '400.css' }] },
  { id: 'long-cang', name: '龙藏体', pkg: 'long-cang', weights: [{ weight: 400, css: '400.css' }] },
  { id: 'zhi-mang-xing', name: '智莽行书', pkg: 'zhi-mang-xing', weights: [{ weight: 400, css: '400.css' }] },
  { id: 'liu-jian-mao-cao', name: '刘建毛草', pkg: 'liu-jian-mao-cao', weights: [{ weight: 400, css: '400.css' }] },
  // Fontsource labels LXGW WenKai Regular (usWeightClass 400) as "500".
  {
    id: 'lxgw-wenkai',
    name: '霞鹜文楷',
    pkg: 'lxgw-wenkai',
    template: 'noto-sans-sc',
    weights: [
      { weight: 400, file: 'lxgw-wenkai-latin-500-normal.woff' },
      { weight: 700, file: 'lxgw-wenkai-latin-700-normal.woff' },
    ],
  },
  // Latin display faces (no CJK glyphs): a Chinese character in these fonts is drawn from
  // the default font, glyph by glyph (workers/font/resolveGlyphs.ts). The Chinese name
  // says what kind of face it is; its thumbnail draws the Latin part in the font itself.
  { id: 'pacifico', name: 'Pacifico 手写体', pkg: 'pacifico', weights: [{ weight: 400, css: '400.css' }] },
  { id: 'bebas-neue', name: 'Bebas Neue 窄体', pkg: 'bebas-neue', weights: [{ weight: 400, css: '400.css' }] },
  { id: 'lobster', name: 'Lobster 花体', pkg: 'lobster', weights: [{ weight: 400, css: '400.css' }] },
  { id: 'playfair-display', name: 'Playfair 衬线体', pkg: 'playfair-display', weights: [{ weight: 400, css: '400.css' }, { weight: 700, css: '700.css' }] },
  { id: 'righteous', name: 'Righteous 圆体', pkg: 'righteous', weights: [{ weight: 400, css: '400.css' }] },
];

/** Code points of a re-sliced font not in any template slice go into slices of this size. */
export const EXTRA_SLICE_SIZE = 300;
