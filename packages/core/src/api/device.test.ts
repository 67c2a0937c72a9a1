import { describe, expect, it } from 'vitest';
import { formDataSize, isMobileUserAgent, isSlowConnection, requestPolicy, uploadTimeoutMs } from './device.js';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('device detection', () => {
  it('tells mobile from the user agent', () => {
    expect(isMobileUserAgent(IPHONE_UA)).toBe(true);
    expect(isMobileUserAgent(ANDROID_UA)).toBe(true);
    expect(isMobileUserAgent(DESKTOP_UA)).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });

  it('calls slow-2g, 2g and Save-Data slow', () => {
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection(null)).toBe(false);
  });
});

describe('requestPolicy', () => {
  it('gives desktop 10 s and 3 retries', () => {
    expect(requestPolicy(DESKTOP_UA, { effectiveType: '2g' })).toEqual({ device: 'desktop', timeoutMs: 10_000, maxRetries: 3 });
  });

  it('gives mobile 15 s and 2 retries', () => {
    expect(requestPolicy(IPHONE_UA, { effectiveType: '4g' })).toEqual({ device: 'mobile', timeoutMs: 15_000, maxRetries: 2 });
  });

  it('gives mobile on a slow connection 30 s and 2 retries', () => {
    expect(requestPolicy(ANDROID_UA, { effectiveType: 'slow-2g' })).toEqual({ device: 'mobileSlow', timeoutMs: 30_000, maxRetries: 2 });
    expect(requestPolicy(ANDROID_UA, { saveData: true }).timeoutMs).toBe(30_000);
  });
});

describe('upload timeout', () => {
  it('adds one second per started 100 KB to the base timeout', () => {
    expect(uploadTimeoutMs(10_000, 0, false)).toBe(10_000);
    expect(uploadTimeoutMs(10_000, 1, false)).toBe(11_000);
    expect(uploadTimeoutMs(10_000, 100 * 1024, false)).toBe(11_000);
    expect(uploadTimeoutMs(10_000, 20 * 1024 * 1024, false)).toBe(10_000 + 205_000);
  });

  it('adds one second per started 10 KB on a slow connection', () => {
    expect(uploadTimeoutMs(30_000, 100 * 1024, true)).toBe(40_000);
  });

  it('measures a form by its files and text fields', () => {
    const form = new FormData();
    form.append('title', 'Été'); // 5 bytes in UTF-8
    form.append('question_paper', new Blob([new Uint8Array(1000)], { type: 'application/pdf' }), 'paper.pdf');
    expect(formDataSize(form)).toBe('title'.length + 5 + 'question_paper'.length + 1000);
  });
});
