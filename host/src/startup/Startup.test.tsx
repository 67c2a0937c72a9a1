import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConfigCheck } from '../config/app-config.ts';
import { fakeServices } from '../testing/fake-services.ts';
import { Startup } from './Startup.tsx';
import { CONFIG_WARNING_LEAD, CONFIG_WARNING_TAIL, ConfigWarning, INVALID_AUTH_CONFIG } from './StartupScreens/StartupScreens.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('Startup', () => {
  it('shows a loading state, then the app with the checked configuration', async () => {
    const config = deferred<ConfigCheck>();
    const makeServices = vi.fn(() => fakeServices());
    render(
      <Startup loadConfig={() => config.promise} makeServices={makeServices}>
        {(_services, warnings) => <p>app ready ({warnings.length} warnings)</p>}
      </Startup>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading Assess...');
    await act(async () => config.resolve({ ok: true, config: { supabaseUrl: 'https://a.example', supabaseAnonKey: 'k', apiBaseUrl: '' }, warnings: [] }));
    expect(screen.getByText('app ready (0 warnings)')).toBeTruthy();
    expect(makeServices).toHaveBeenCalledWith({ supabaseUrl: 'https://a.example', supabaseAnonKey: 'k', apiBaseUrl: '' });
  });

  it('waits for the start-up preparation (the mobile wait) before the app', async () => {
    const prepared = deferred<void>();
    render(
      <Startup loadConfig={async () => ({ ok: true, config: { supabaseUrl: 'https://a.example', supabaseAnonKey: 'k', apiBaseUrl: '' }, warnings: [] })} prepare={() => prepared.promise} makeServices={() => fakeServices()}>
        {() => <p>app ready</p>}
      </Startup>,
    );
    await act(async () => {});
    expect(screen.queryByText('app ready')).toBeNull();
    await act(async () => prepared.resolve());
    expect(screen.getByText('app ready')).toBeTruthy();
  });

  it('stops with the invalid auth configuration message and its reasons', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = vi.fn(() => <p>app</p>);
    render(
      <Startup loadConfig={async () => ({ ok: false, reasons: ['The auth service key (anon key) is missing.'] })}>{app}</Startup>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(INVALID_AUTH_CONFIG);
    expect(alert.textContent).toContain('The auth service key (anon key) is missing.');
    expect(app).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('words the configuration warning as the specification does', () => {
    render(<ConfigWarning issues={['/config.json could not be loaded.']} />);
    expect(screen.getByRole('status').textContent).toBe(
      `${CONFIG_WARNING_LEAD} /config.json could not be loaded. ${CONFIG_WARNING_TAIL}`,
    );
    expect(CONFIG_WARNING_LEAD).toBe('The app started with some configuration issues:');
    expect(CONFIG_WARNING_TAIL).toBe('The app will continue to load, but some features may not work correctly.');
  });
});
