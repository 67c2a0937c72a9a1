/** The worker the host registers (spec 01 §9); it lives at the site root so it may control every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Service workers (spec 01 §9): existing registrations are removed at start, so an old worker never serves a
 * stale build; /sw.js is registered again once the page has loaded.
 */
export async function resetServiceWorkers(target: Window = window): Promise<void> {
  const container = target.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  try {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    console.warn('Could not remove old service workers', error);
  }
  const register = () => {
    container.register(SERVICE_WORKER_URL).catch((error: unknown) => console.warn('Could not register the service worker', error));
  };
  if (target.document.readyState === 'complete') register();
  else target.addEventListener('load', register, { once: true });
}
