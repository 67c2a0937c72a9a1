import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL, resetServiceWorkers } from './service-worker.ts';

function fakeWindow(readyState: DocumentReadyState) {
  const unregister = vi.fn(async () => true);
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const listeners: Record<string, () => void> = {};
  const target = {
    navigator: { serviceWorker: { getRegistrations: vi.fn(async () => [{ unregister }, { unregister }]), register } },
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners[type] = listener;
    }),
  } as unknown as Window;
  return { target, unregister, register, listeners };
}

describe('resetServiceWorkers', () => {
  it('unregisters existing workers at start and registers /sw.js on page load', async () => {
    const { target, unregister, register, listeners } = fakeWindow('loading');
    await resetServiceWorkers(target);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(register).not.toHaveBeenCalled();
    listeners.load?.();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('registers at once when the page has already loaded', async () => {
    const { target, register } = fakeWindow('complete');
    await resetServiceWorkers(target);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });
});
