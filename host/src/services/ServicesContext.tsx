import { createContext, use, type ReactNode } from 'react';
import type { Services } from './services.ts';

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

/** The shared services; pages are only rendered below a ServicesProvider. */
export function useServices(): Services {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider above it.');
  return services;
}
