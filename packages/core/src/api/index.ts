// The request layer: one client for every backend call, its errors, caches and numbers.
export { type ApiClient, type ApiClientOptions, createApiClient } from './client.js';
export { deviceClass as apiDeviceClass } from './device.js';
export {
  ApiError,
  apiErrorMessage,
  apiErrorText,
  ApiUnreachableError,
  apiUsageLimitMessage,
  callErrorText,
  isBackendUnreachable,
  UsageLimitError,
} from './errors.js';
