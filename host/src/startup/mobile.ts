import { apiDeviceClass } from '@assess/core';

/** Mobile start-up waits this long before the first render, so the browser's toolbars have settled (spec 01 §9). */
export const MOBILE_START_DELAY_MS = 200;

export function isMobileDevice(userAgent: string = navigator.userAgent): boolean {
  return apiDeviceClass(userAgent, null) !== 'desktop';
}

/**
 * Keeps --vh at 1 % of the visible height, which mobile browsers change as their toolbars show and hide.
 * Returns a function that stops following it.
 */
export function syncViewportHeight(target: Window = window): () => void {
  const root = target.document.documentElement;
  const update = () => root.style.setProperty('--vh', `${target.innerHeight * 0.01}px`);
  update();
  target.addEventListener('resize', update);
  target.addEventListener('orientationchange', update);
  target.visualViewport?.addEventListener('resize', update);
  return () => {
    target.removeEventListener('resize', update);
    target.removeEventListener('orientationchange', update);
    target.visualViewport?.removeEventListener('resize', update);
  };
}

/**
 * The mobile start-up of spec 01 §9 as amended by decision 23: the viewport height variable is kept in sync,
 * double-tap zoom on controls is prevented by `touch-action: manipulation` (global styles), and pinch-zoom is
 * never blocked. On mobile the start waits an extra 200 ms.
 */
export async function prepareMobile(target: Window = window): Promise<void> {
  syncViewportHeight(target);
  if (isMobileDevice(target.navigator.userAgent)) {
    await new Promise((resolve) => setTimeout(resolve, MOBILE_START_DELAY_MS));
  }
}
