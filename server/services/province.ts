/**
 * One spelling per province-level region, so that the province stored in the
 * product config and the visitor's province from the IP database compare
 * equal (the client compares them with ===). The IP database is inconsistent
 * (广东省 but 北京, 内蒙古), and operators type either form, so both sides are
 * reduced to the common short name: 广东, 北京, 内蒙古, 广西, 香港.
 */
const regions: ReadonlyArray<readonly [short: string, full: string]> = [
  ['北京', '北京市'],
  ['天津', '天津市'],
  ['上海', '上海市'],
  ['重庆', '重庆市'],
  ['河北', '河北省'],
  ['山西', '山西省'],
  ['辽宁', '辽宁省'],
  ['吉林', '吉林省'],
  ['黑龙江', '黑龙江省'],
  ['江苏', '江苏省'],
  ['浙江', '浙江省'],
  ['安徽', '安徽省'],
  ['福建', '福建省'],
  ['江西', '江西省'],
  ['山东', '山东省'],
  ['河南', '河南省'],
  ['湖北', '湖北省'],
  ['湖南', '湖南省'],
  ['广东', '广东省'],
  ['海南', '海南省'],
  ['四川', '四川省'],
  ['贵州', '贵州省'],
  ['云南', '云南省'],
  ['陕西', '陕西省'],
  ['甘肃', '甘肃省'],
  ['青海', '青海省'],
  ['台湾', '台湾省'],
  ['内蒙古', '内蒙古自治区'],
  ['广西', '广西壮族自治区'],
  ['西藏', '西藏自治区'],
  ['宁夏', '宁夏回族自治区'],
  ['新疆', '新疆维吾尔自治区'],
  ['香港', '香港特别行政区'],
  ['澳门', '澳门特别行政区'],
];

const byName = new Map<string, string>();
for (const [short, full] of regions) {
  byName.set(short, short);
  byName.set(full, short);
}

export const provinceNames: readonly string[] = regions.map(([short]) => short);

/**
 * The canonical short name of a province-level region. Text that names none
 * of them is kept (trimmed) rather than dropped, so a typo in the config stays
 * visible to whoever reads it back instead of silently matching nobody.
 */
export function normalizeProvince(name: string): string {
  const trimmed = name.trim();
  return byName.get(trimmed) ?? trimmed;
}
