// The request layer: one client for every backend call, its errors, caches and numbers.
export * from './constants.js';
export {
  API_ERROR_FALLBACK_MESSAGE,
  API_UPLOAD_LIMIT_MESSAGE,
  ApiError,
  ApiUnreachableError,
  INVALID_ANSWER_MESSAGE,
  InvalidAnswerError,
  UsageLimitError,
  apiDetailMessage,
  apiErrorMessage,
  apiErrorText,
  callErrorText,
  parseAnswer,
  apiUsageLimitMessage,
  isBackendUnreachable,
} from './errors.js';
export {
  type ApiConnectionInfo,
  type ApiDeviceClass,
  type ApiRequestPolicy,
  deviceClass as apiDeviceClass,
  requestPolicy as apiRequestPolicy,
  uploadTimeoutMs as apiUploadTimeoutMs,
} from './device.js';
export { type ApiCacheStorage, type ApiLocalCache, type ApiLocalCacheOptions, createApiLocalCache } from './local-cache.js';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiGetOptions,
  type ApiMethod,
  type ApiMutationOptions,
  type ApiQuery,
  type ApiRequestOptions,
  type ApiResult,
  createApiClient,
} from './client.js';
export type { ApiFetch } from './transport.js';
