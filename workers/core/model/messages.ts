// User-facing Chinese text for the document model. It lives here (not in src/shared) because
// workers import the model and must not reach into the app.

const retry = '作品没有被改动，请换一个作品打开或从模板新建。';

export const fieldMessages = {
  colour: '不是有效的颜色（应为 #RGB、#RRGGBB、rgb()/rgba() 或颜色名）',
  colourOrNone: '不是有效的颜色（应为 #RGB、#RRGGBB、rgb()/rgba()、颜色名或留空）',
};

export const documentMessages = {
  notJson: `作品文件已损坏，无法读取。${retry}`,
  notDocument: `这不是标志作品文件，无法打开。请选择本应用保存的作品。`,
  newerVersion: (version: number) => `这个作品由新版应用保存（格式版本 ${version}），请更新应用后再打开。`,
  unknownVersion: (version: string) => `无法识别作品的格式版本（${version}）。${retry}`,
  noLayers: '作品里没有任何图层',
  backgroundNotRect: '第一个图层必须是背景（矩形）',
  backgroundHalfSized: '背景只有宽度或只有高度，无法确定画布大小',
  canvasOutOfRange: '画布大小超出允许范围',
  duplicateId: (id: string) => `图层编号“${id}”重复`,
  invalid: (where: string, what: string) => `作品数据有误（${where}）：${what}。${retry}`,
};

export const issueMessages = {
  expected: (what: string) => `类型不对，应为${what}`,
  tooSmall: (min: string) => `数值太小（至少 ${min}）`,
  tooBig: (max: string) => `超出上限（最多 ${max}）`,
  tooShort: (min: string) => `内容太少（至少 ${min} 项）`,
  tooLong: (max: string) => `内容太长（最多 ${max} 个）`,
  notOneOf: (options: string) => `取值无效（可选：${options}）`,
  unknownKeys: (keys: string) => `含有无法识别的字段：${keys}`,
  unknownLayerType: '图层类型无法识别（应为 rect、image、icon、text、square 或 path）',
  invalid: '内容无效',
};

export const typeNames: Record<string, string> = {
  number: '数字',
  string: '文字',
  boolean: '开关（true/false）',
  array: '列表',
  object: '对象',
};

/** Chinese names of the fields people are most likely to meet in an error. */
export const fieldLabels: Record<string, string> = {
  fill: '填充颜色',
  stroke: '描边颜色',
  bg: '背景色',
  shadowColor: '阴影颜色',
  color: '颜色',
  text: '文字内容',
  fontSize: '字号',
  fontName: '字体',
  opacity: '不透明度',
  width: '宽度',
  height: '高度',
  x: '横坐标',
  y: '纵坐标',
  rotate: '旋转角度',
  scale: '缩放',
  type: '图层类型',
  id: '图层编号',
  size: '画布大小',
  layers: '图层列表',
  schemaVersion: '格式版本',
  gradientColors: '渐变颜色',
  shapeType: '形状',
  boldStroke: '加粗描边',
};

export const layerTypeLabels: Record<string, string> = {
  rect: '矩形',
  image: '图片',
  icon: '图标',
  text: '文字',
  square: '形状',
  path: '路径',
};
