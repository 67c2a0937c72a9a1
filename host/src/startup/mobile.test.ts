import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_START_DELAY_MS, isMobileDevice, prepareMobile, syncViewportHeight } from './mobile.ts';

afterEach(() => vi.useRealTimers());

describe('mobile start-up', () => {
  it('keeps --vh at one hundredth of the window height', () => {
    const stop = syncViewportHeight(window);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.getPropertyValue('--vh')).toBe('8px');
    stop();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.getPropertyValue('--vh')).toBe('8px');
  });

  it('tells phones from desktops by the user agent', () => {
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
  });

  it('waits an extra 200 ms on mobile before the app starts', async () => {
    vi.useFakeTimers();
    const phone = Object.create(window, { navigator: { value: { userAgent: 'Android Mobile' } } }) as Window;
    let done = false;
    void prepareMobile(phone).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(MOBILE_START_DELAY_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(MOBILE_START_DELAY_MS).toBe(200);
  });
});
