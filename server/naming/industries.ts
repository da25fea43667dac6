/**
 * What an industry adds to a shop, brand or company name: characters that
 * suit it (they score higher when a poem line has them) and the endings a
 * name of that length may take (茶舍 in 清扬茶舍). Industry names follow the
 * logo catalogue's categories; an unknown industry gets the generic endings.
 */
export interface IndustryTraits {
  affinity: string;
  /** Endings by their length in characters. */
  endings: Record<1 | 2, readonly string[]>;
}

const GENERIC: IndustryTraits = { affinity: '', endings: { 1: ['坊', '阁', '轩'], 2: ['工坊', '小筑', '之家'] } };

const TABLE: Record<string, IndustryTraits> = {
  茶饮: { affinity: '茶茗香清青泉山云露兰叶', endings: { 1: ['茶', '茗', '轩'], 2: ['茶舍', '茶坊', '茗轩', '茶庄'] } },
  咖啡: { affinity: '香晨光悦时初', endings: { 1: ['咖', '坊'], 2: ['咖啡', '咖啡馆'] } },
  餐饮: { affinity: '香味和福家鲜甘田禾', endings: { 1: ['馆', '居', '坊'], 2: ['小馆', '食堂', '酒家', '食坊'] } },
  烘焙: { affinity: '甜香麦禾穗蜜甘晨', endings: { 1: ['坊', '屋'], 2: ['烘焙', '面包坊', '甜品'] } },
  美妆: { affinity: '美颜雅馨兰芳婉柔', endings: { 1: ['阁', '颜'], 2: ['美妆', '美学'] } },
  服装: { affinity: '锦华雅素彩衣云', endings: { 1: ['衣', '坊'], 2: ['衣橱', '服饰'] } },
  花店: { affinity: '花芳菲荷莲兰桃春香', endings: { 1: ['花', '圃'], 2: ['花坊', '花舍', '花艺'] } },
  科技: { affinity: '睿智明达博宏远航光新', endings: { 1: ['科', '芯'], 2: ['科技', '智能', '数字'] } },
  教育: { affinity: '知文书思睿博明德诗', endings: { 1: ['塾', '学'], 2: ['书院', '学堂', '教育'] } },
  文创: { affinity: '文墨诗书韵雅章', endings: { 1: ['社', '坊'], 2: ['文创', '工作室'] } },
  民宿: { affinity: '山云溪舍安宁居月风', endings: { 1: ['居', '舍'], 2: ['民宿', '山居', '小院'] } },
  家居: { affinity: '安和宁家舒木居', endings: { 1: ['居', '家'], 2: ['家居', '生活'] } },
  健身: { affinity: '康健达越飞扬', endings: { 1: ['馆'], 2: ['健身', '运动'] } },
  宠物: { affinity: '乐喜欣鹿', endings: { 1: ['屋', '家'], 2: ['宠物', '萌宠'] } },
};

export const INDUSTRY_NAMES = Object.keys(TABLE);

export function industryTraits(industry: string): IndustryTraits {
  const exact = Object.hasOwn(TABLE, industry) ? TABLE[industry] : undefined;
  if (exact) return exact;
  // "茶饮店", "奶茶" … find the closest known trade by a shared character.
  const near = Object.entries(TABLE).find(([name]) => [...name].some((ch) => industry.includes(ch)));
  return near ? near[1] : GENERIC;
}
