export type IntentErrorCode =
  | 'LAYER_NOT_FOUND'
  | 'NOTHING_SELECTED'
  | 'BACKGROUND_PROTECTED'
  | 'LAYER_LOCKED'
  | 'WRONG_LAYER_TYPE'
  | 'INVALID_VALUE'
  | 'TEXT_TOO_LONG'
  | 'DUPLICATE_ID'
  | 'NEED_TWO'
  | 'NEED_THREE'
  | 'INVALID_CANVAS_SIZE';

/** Input the user can fix: the UI shows `message` (Chinese, says what to do) as a toast. */
export class IntentError extends Error {
  readonly code: IntentErrorCode;

  constructor(code: IntentErrorCode, message: string) {
    super(message);
    this.name = 'IntentError';
    this.code = code;
  }
}

export const intentMessages = {
  layerNotFound: '找不到这个图层，它可能已被删除。请重新选择后再试。',
  nothingSelected: '请先选择一个图层。',
  backgroundProtected: '背景不能移动或删除；修改画布大小请用“画布尺寸”，换背景请改它的颜色或图片。',
  layerLocked: '图层已锁定，请先解锁再调整。',
  wrongLayerType: (expected: string) => `所选图层不是${expected}图层，无法修改这项属性。`,
  invalidValue: (label: string, what: string) => `“${label}”的值无效：${what}。请修改后再试。`,
  notEditable: (key: string) => `“${key}”不能直接修改。`,
  textTooLong: (max: number) => `文字太长了：最多 ${max} 个字，请删减后再试。`,
  duplicateId: '图层编号重复，无法添加。请重试。',
  needTwo: '请至少选择两个图层再组合。',
  needThree: '请至少选择三个图层（或组合）再平均分布。',
  invalidCanvasSize: (min: number, max: number) => `画布宽高需在 ${min}～${max} 像素之间，请重新输入。`,
};
