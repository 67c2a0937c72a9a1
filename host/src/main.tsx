import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadAppConfig } from './config/load-config.ts';
import { AppErrorBoundary } from './errors/AppErrorBoundary.tsx';
import './startup/global.css.ts';
import { prepareMobile } from './startup/mobile.ts';
import { resetServiceWorkers } from './startup/service-worker.ts';
import { Startup } from './startup/Startup.tsx';

// Global errors and unhandled rejections are only logged (spec 01 §8); the error screen is for render errors.
window.addEventListener('error', (event) => console.error('Unhandled error', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled promise rejection', event.reason));

void resetServiceWorkers();

const loadConfig = () => loadAppConfig();
const prepare = () => prepareMobile();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Assess into.');
createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <Startup loadConfig={loadConfig} prepare={prepare}>
        {(services, warnings) => <App services={services} warnings={warnings} />}
      </Startup>
    </AppErrorBoundary>
  </StrictMode>,
);
