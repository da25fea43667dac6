// The names the icon matching was tuned on (issue 26). Kept apart from ./heldBrands.ts, which
// gives the figure and is never tuned on.
import type { Brand } from './heldBrands.ts';

export const TUNING_BRANDS: readonly Brand[] = [
  { title: '云端科技', industry: '科技' },
  { title: '星光咖啡', industry: '餐饮' },
  { title: '熊猫教育', industry: '教育' },
  { title: '阳光能源', industry: '工业' },
  { title: '鲜果园', industry: '农业' },
  { title: '飞鸟旅行', industry: '旅游' },
  { title: '萌宠之家', industry: '宠物' },
  { title: '星光影视', industry: '文创' },
  { title: '月亮湾酒店', industry: '旅游' },
  { title: '钻石珠宝', industry: '服装' },
  { title: '快乐游戏', industry: '娱乐' },
  { title: '顺风物流', industry: '物流' },
  { title: '明德律所', industry: '法律' },
  { title: '宝贝乐园', industry: '母婴' },
  { title: '金桥银行', industry: '金融' },
  { title: '安居房产', industry: '房产' },
  { title: '康宁医院', industry: '医疗' },
  { title: '优品商城', industry: '电商' },
  { title: '跑者联盟', industry: '体育' },
  { title: '极速车行', industry: '汽车' },
  { title: 'Blue Whale', industry: '科技' },
  { title: 'kafei', industry: '餐饮' },
];
