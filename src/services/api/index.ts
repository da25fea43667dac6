export { createApiClient, PRODUCT_ID, STALE_TIMESTAMP_CODE } from './client.ts';
export type { ApiClient, ApiClientOptions, ContentOptions, PostOptions, QueryValue, RequestOptions } from './client.ts';
export type { ApiBody } from './response.ts';
export {
  ApiError,
  ClientErrorCode,
  errorText,
  isApiError,
  isOfflineError,
  SUCCESS_CODE,
} from './errors.ts';
export type { ApiErrorKind } from './errors.ts';
export { apiMessages, storageMessages } from './errorMessages.ts';
export { chooseHost, HEALTH_TIMEOUT_MS } from './hosts.ts';
export type { ChooseHostOptions, HostChoice } from './hosts.ts';
export { withRetry, isTransientError, DEFAULT_TRIES, DEFAULT_RETRY_DELAY_MS } from './retry.ts';
export type { RetryOptions } from './retry.ts';
export { DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS } from './transport.ts';
export type { FetchLike } from './transport.ts';
export { IGNORED_OFFSET_MS, offsetFromUtc } from './timeSync.ts';
export type { TimeSync } from './timeSync.ts';
export { computeDatasign, canonicalString, SIGN_SECRET } from '../../../workers/core/signing/sign.ts';
export type { SignablePayload } from '../../../workers/core/signing/sign.ts';
