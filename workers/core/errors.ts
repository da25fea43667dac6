// The one error shape every worker call rejects with, so the UI can show `message`
// (Chinese, says what to do next) and branch on `code`.
//
// Why a plain object and not an Error subclass: comlink serialises thrown Error
// instances as { name, message, stack } and drops extra fields such as `code`;
// a plain object is structured-cloned intact and arrives on the main thread as is.

export type WorkerErrorCode =
  | 'TIMEOUT'
  | 'CANCELLED'
  | 'BAD_REQUEST'
  | 'TEXT_TOO_LONG'
  | 'FONT_LOAD_FAILED'
  | 'WORKER_CRASHED'
  | 'INTERNAL'
  // Image worker (workers/protocol/image.ts).
  | 'IMAGE_EMPTY'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_TOO_MANY_PIXELS'
  | 'IMAGE_UNREADABLE'
  | 'IMAGE_EXPIRED'
  // The picture asset store (workers/core/storage/assetDb.ts).
  | 'ASSET_STORE_FAILED'
  // Chunked uploads (workers/image/upload).
  | 'UPLOAD_FAILED';

export interface WorkerError {
  readonly name: 'WorkerError';
  readonly code: WorkerErrorCode;
  /** Chinese, ready to show in a toast. */
  readonly message: string;
  /** English technical detail for logs; never shown to users. */
  readonly detail?: string;
}

export const WORKER_ERROR_MESSAGES: Readonly<Record<WorkerErrorCode, string>> = {
  TIMEOUT: '处理超时，请稍后重试',
  CANCELLED: '操作已取消',
  BAD_REQUEST: '参数有误，请检查后重试',
  TEXT_TOO_LONG: '文字太长了，请删减后再试',
  FONT_LOAD_FAILED: '字体加载失败，请检查网络后重试',
  WORKER_CRASHED: '后台处理出错，请刷新页面后重试',
  INTERNAL: '处理出错，请重试',
  IMAGE_EMPTY: '图片文件是空的，请换一张图片',
  IMAGE_TOO_LARGE: '图片太大了（超过 20MB），请压缩后再试',
  IMAGE_TOO_MANY_PIXELS: '图片尺寸太大了（超过 4000 万像素），请缩小后再试',
  IMAGE_UNREADABLE: '无法读取这张图片，文件可能已损坏或格式不受支持，请换一张 JPG、PNG 或 WebP 图片',
  IMAGE_EXPIRED: '图片已失效，请重新选择图片',
  ASSET_STORE_FAILED: '图片无法保存到本机，请清理浏览器存储空间后重试',
  UPLOAD_FAILED: '上传失败，请检查网络后重试',
};

export function workerError(code: WorkerErrorCode, message?: string, detail?: string): WorkerError {
  const error: WorkerError = { name: 'WorkerError', code, message: message ?? WORKER_ERROR_MESSAGES[code] };
  return detail === undefined ? error : { ...error, detail };
}

export function isWorkerError(value: unknown): value is WorkerError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<WorkerError>;
  return candidate.name === 'WorkerError' && typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

/** Anything thrown → a WorkerError; unknown failures become INTERNAL with the original text as detail. */
export function toWorkerError(value: unknown): WorkerError {
  if (isWorkerError(value)) return value;
  const detail = value instanceof Error ? value.message : String(value);
  return workerError('INTERNAL', undefined, detail);
}

/**
 * Rejects with a TIMEOUT WorkerError when `promise` does not settle in `ms`.
 * Use it on the calling side of every worker call: a worker stuck in a long task
 * cannot time itself out.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout?: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout?.();
      reject(workerError('TIMEOUT', undefined, `no answer in ${ms} ms`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toWorkerError(error));
      },
    );
  });
}
