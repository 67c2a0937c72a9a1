// Which timeout and how many retries a request gets, from the device and its connection (spec 01 §7).
import {
  API_MAX_RETRIES,
  API_TIMEOUT_MS,
  API_UPLOAD_BYTES_PER_EXTRA_SECOND,
  API_UPLOAD_BYTES_PER_EXTRA_SECOND_SLOW,
} from './constants.js';

/** The part of the Network Information API the client reads. */
export interface ApiConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export type ApiDeviceClass = 'desktop' | 'mobile' | 'mobileSlow';

export interface ApiRequestPolicy {
  device: ApiDeviceClass;
  timeoutMs: number;
  maxRetries: number;
}

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileUserAgent(userAgent: string | undefined | null): boolean {
  return MOBILE_USER_AGENT.test(userAgent ?? '');
}

export function isSlowConnection(connection: ApiConnectionInfo | undefined | null): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}

export function deviceClass(userAgent: string | undefined | null, connection: ApiConnectionInfo | undefined | null): ApiDeviceClass {
  if (!isMobileUserAgent(userAgent)) return 'desktop';
  return isSlowConnection(connection) ? 'mobileSlow' : 'mobile';
}

export function requestPolicy(userAgent: string | undefined | null, connection: ApiConnectionInfo | undefined | null): ApiRequestPolicy {
  const device = deviceClass(userAgent, connection);
  return { device, timeoutMs: API_TIMEOUT_MS[device], maxRetries: API_MAX_RETRIES[device] };
}

/** The timeout of an upload: the base timeout plus one second per started 100 KB (10 KB on a slow connection). */
export function uploadTimeoutMs(baseTimeoutMs: number, bytes: number, slowConnection: boolean): number {
  const perSecond = slowConnection ? API_UPLOAD_BYTES_PER_EXTRA_SECOND_SLOW : API_UPLOAD_BYTES_PER_EXTRA_SECOND;
  return baseTimeoutMs + Math.ceil(Math.max(0, bytes) / perSecond) * 1000;
}

/** The bytes a form-data body will send: file sizes plus the UTF-8 length of text fields. */
export function formDataSize(form: FormData): number {
  let bytes = 0;
  const encoder = new TextEncoder();
  for (const [name, value] of form.entries()) {
    bytes += encoder.encode(name).length;
    bytes += typeof value === 'string' ? encoder.encode(value).length : value.size;
  }
  return bytes;
}
