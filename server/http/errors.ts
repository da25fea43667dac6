/**
 * Error codes and messages of our API (docs/api.md). Every error leaves the
 * server as `{ code, msg }` with a 4xx status (5xx only for our own faults),
 * and the UI shows `msg` as is, so messages are Chinese and say what to do.
 */

export const ErrorCode = {
  badRequest: 40000,
  badSignature: 40001,
  badTimestamp: 40002,
  replay: 40003,
  unsupportedMediaType: 40004,
  forbidden: 40300,
  notFound: 40400,
  methodNotAllowed: 40500,
  bodyTooLarge: 41300,
  rateLimited: 42900,
  internal: 50000,
  unavailable: 50300,
  /** The database cannot be reached right now (restart, failover): retry after Retry-After. */
  databaseUnavailable: 50302,
  /** The file store (local disk or S3) cannot be reached or refuses us: retry later. */
  storeUnavailable: 50303,
  /** Production without a provider for this feature (no sandbox fallback there). */
  notConfigured: 50301,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

const statusOf: Record<ErrorCodeValue, number> = {
  40000: 400,
  40001: 401,
  40002: 401,
  40003: 409,
  40004: 400,
  40300: 403,
  40400: 404,
  40500: 405,
  41300: 413,
  42900: 429,
  50000: 500,
  50300: 503,
  50301: 503,
  50302: 503,
  50303: 503,
};

export const defaultMessage: Record<ErrorCodeValue, string> = {
  40000: '请求格式错误',
  40001: '签名错误，请刷新后重试',
  40002: '请求时间无效或与服务器时间相差超过 300 秒，请校准时间后重试',
  40003: '重复的请求，请重新发起',
  40004: '不支持的内容类型，请使用 application/json',
  40300: '仅允许本机访问',
  40400: '接口不存在',
  40500: '不支持该请求方法',
  41300: '请求内容过大（上限 1 MiB）',
  42900: '请求过于频繁，请稍后再试',
  50000: '服务器内部错误，请稍后重试',
  50300: '服务暂不可用，请稍后重试',
  50301: '该功能暂未开通，请使用其他方式或联系客服',
  50302: '服务器暂时无法连接数据库，请稍后重试（已保存的内容不会丢失）',
  50303: '文件存储暂时无法访问，请稍后重试（已保存的内容不会丢失）',
};

export interface ErrorBody {
  code: number;
  msg: string;
}

function isKnownCode(code: number): code is ErrorCodeValue {
  return Object.prototype.hasOwnProperty.call(statusOf, code);
}

export interface ApiErrorOptions {
  /** HTTP status; defaults to the table above, or 400 for a business code outside it. */
  status?: number;
  headers?: Record<string, string>;
}

/** An error a handler throws on purpose; the error handler turns it into `{ code, msg }`. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(code: number, msg?: string, options: ApiErrorOptions = {}) {
    const known = isKnownCode(code);
    super(msg ?? (known ? defaultMessage[code] : '请求失败，请稍后重试'));
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? (known ? statusOf[code] : 400);
    this.headers = options.headers ?? {};
  }

  get body(): ErrorBody {
    return { code: this.code, msg: this.message };
  }
}

/** Maps a bare 4xx status (from Fastify or a plugin) to our code, keeping the status. */
export function codeForStatus(status: number): ErrorCodeValue | number {
  switch (status) {
    case 400:
      return ErrorCode.badRequest;
    case 401:
      return ErrorCode.badSignature;
    case 403:
      return ErrorCode.forbidden;
    case 404:
      return ErrorCode.notFound;
    case 405:
      return ErrorCode.methodNotAllowed;
    case 413:
      return ErrorCode.bodyTooLarge;
    case 415:
      return ErrorCode.unsupportedMediaType;
    case 429:
      return ErrorCode.rateLimited;
    default:
      return status * 100;
  }
}
