/**
 * User-facing Chinese messages of the service layer (api, storage,
 * analytics). The app shell's own strings live in src/shared/strings.ts.
 * Each says what happened and what to do next.
 */

export const apiMessages = {
  /** Spec 5/8: "network link unavailable, please retry later". */
  network: '网络连接不可用，请稍后重试',
  timeout: '请求超时，请检查网络后重试',
  aborted: '请求已取消',
  badResponse: '服务器返回的数据有误，请稍后重试',
  /** The server's own words for the same input (server/http/textBoundary.ts). */
  nulCharacter: '请求包含空字符（U+0000），请删除后重试',
  loneSurrogate: '请求包含无效的文字编码（不成对的代理项），请删除后重试',
  /** Used when a server error carries no msg, message or error text. */
  unknown: (code: number) => `请求失败（错误码 ${code}），请稍后重试`,
} as const;

export const storageMessages = {
  quota: '浏览器存储空间已满，数据未能保存，请删除部分作品后重试',
  unavailable: '浏览器禁止了本地存储，请关闭无痕模式或允许网站存储数据后重试',
  invalid: '数据格式有误，未能保存，请重试',
} as const;
