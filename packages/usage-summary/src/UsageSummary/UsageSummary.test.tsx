import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '@assess/core';
import { AssessApiProvider, ElementConfigContext } from '@assess/ui';
import { UsageSummary, type UsageSummaryProps } from './UsageSummary.tsx';

type Reply = { status?: number; body?: unknown } | 'unreachable';
type Routes = Record<string, Reply>;

/** The one read of both (most tests answer only the separate reads, as an older backend would). */
const SUMMARY_AND_LIMITS = '/supabase-usage/usage';
const SUMMARY = '/supabase-usage/usage/summary';
const LIMITS = '/supabase-usage/usage/limits';
const VALIDATION_USAGE = '/validation/usage';

// Small DOM matchers (the package does not pull in jest-dom for three of them).
interface DomMatchers<R = unknown> {
  toBeInTheDocument(): R;
  toHaveAttribute(name: string, value: string): R;
  toHaveTextContent(text: string): R;
}
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars -- merges with vitest's declaration
  interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> extends DomMatchers<R> {}
}
expect.extend({
  toBeInTheDocument(received: Element | null) {
    const pass = received !== null && received.ownerDocument.contains(received);
    return { pass, message: () => `expected the element ${pass ? 'not ' : ''}to be in the document` };
  },
  toHaveAttribute(received: Element, name: string, value: string) {
    const actual = received.getAttribute(name);
    return { pass: actual === value, message: () => `expected ${name}="${value}", got ${JSON.stringify(actual)}` };
  },
  toHaveTextContent(received: Element, text: string) {
    const actual = received.textContent ?? '';
    return { pass: actual.includes(text), message: () => `expected the text to contain "${text}", got "${actual}"` };
  },
});

const formatDate = (date: Date) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);

/** A backend behind a real API client: answers by path, records each call and its bearer token. */
function backend(routes: Routes) {
  const calls: { path: string; authorization: string | null }[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const path = new URL(input).pathname.replace(/^\/api/, '');
    calls.push({ path, authorization: new Headers(init.headers).get('Authorization') });
    const reply = routes[path] ?? { status: 404, body: { detail: 'Not Found' } };
    if (reply === 'unreachable') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, calls, count: (path: string) => calls.filter((call) => call.path === path).length };
}

function renderSummary(routes: Routes, props: UsageSummaryProps = {}, clientOptions: Partial<ApiClientOptions> = {}) {
  const server = backend(routes);
  const client = createApiClient({
    baseUrl: 'https://assess.example',
    fetch: server.fetch,
    storage: null,
    getAccessToken: () => Promise.resolve('token-1'),
    ...clientOptions,
  });
  const view = render(
    <AssessApiProvider client={client}>
      <UsageSummary {...props} />
    </AssessApiProvider>,
  );
  return { ...view, server, client };
}

const ok = (body: unknown): Reply => ({ body });
const fail = (status: number, detail = 'failed'): Reply => ({ status, body: { detail } });

function bar(name: string): HTMLElement {
  return screen.getByRole('progressbar', { name });
}

function feature(name: string): HTMLElement {
  return bar(name).closest('li') as HTMLElement;
}

/** Lets the client's retries of unreachable calls (0.5 s, 1 s, 2 s apart) run on the fake clock. */
async function runRetries() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10_000);
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('UsageSummary with usage data', () => {
  const routes: Routes = {
    [SUMMARY]: ok({
      validation: { current: 3, limit: 15 },
      assessment: { current: 1, limit: 15 },
      assessment_submission: { current: 5, limit: 15 },
      next_reset_date: '2026-11-23T00:00:00Z',
      can_upgrade: true,
    }),
    [LIMITS]: ok({ limits: { daily_limit: 15 }, subscription: { plan_name: 'Pro Plan' } }),
  };

  it('shows a loading state, then a bar per feature, the plan, the next reset and the upgrade link', async () => {
    const { server } = renderSummary(routes);
    expect(screen.getByRole('status')).toHaveTextContent('Loading usage information...');
    expect(await screen.findByRole('progressbar', { name: 'Validation' })).toHaveAttribute('aria-valuetext', '3 of 15 used');
    expect(screen.getByRole('heading', { level: 2, name: 'Usage Summary' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Usage Summary' })).toHaveAttribute('data-variant', 'full');
    expect(within(feature('Validation')).getByText('3 / 15')).toBeInTheDocument();
    expect(within(feature('Assessment')).getByText('1 / 15')).toBeInTheDocument();
    expect(within(feature('Assessment Submission')).getByText('5 / 15')).toBeInTheDocument();
    expect(bar('Validation')).toHaveAttribute('aria-valuenow', '20');
    expect(within(feature('Validation')).getByText('20%')).toBeInTheDocument();
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(screen.getByText(formatDate(new Date('2026-11-23T00:00:00Z')))).toHaveAttribute('datetime', '2026-11-23T00:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/dashboard/subscription');
    expect(screen.queryByRole('alert')).toBeNull();
    // This backend has no one read of both: its 404 sends the widget to the separate reads.
    expect(server.calls.map((call) => call.path).sort()).toEqual([SUMMARY_AND_LIMITS, LIMITS, SUMMARY]);
    expect(server.calls.every((call) => call.authorization === 'Bearer token-1')).toBe(true);
    expect(server.count(VALIDATION_USAGE)).toBe(0);
  });

  it('reads the summary and the limits in one request from a backend that answers both at once', async () => {
    const separate = (path: string) => (routes[path] as { body: unknown }).body;
    const { server } = renderSummary({ [SUMMARY_AND_LIMITS]: ok({ summary: separate(SUMMARY), limits: separate(LIMITS) }) });
    expect(await screen.findByRole('progressbar', { name: 'Validation' })).toHaveAttribute('aria-valuetext', '3 of 15 used');
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toEqual([SUMMARY_AND_LIMITS]);
  });

  it('keeps the usage answers for 5 minutes', async () => {
    let now = 1_000_000;
    const first = renderSummary(routes, {}, { now: () => now });
    await screen.findByRole('progressbar', { name: 'Validation' });
    first.unmount();
    const again = render(
      <AssessApiProvider client={first.client}>
        <UsageSummary />
      </AssessApiProvider>,
    );
    await screen.findByRole('progressbar', { name: 'Validation' });
    expect(first.server.count(SUMMARY)).toBe(1);
    again.unmount();
    now += 300_001;
    render(
      <AssessApiProvider client={first.client}>
        <UsageSummary />
      </AssessApiProvider>,
    );
    await screen.findByRole('progressbar', { name: 'Validation' });
    expect(first.server.count(SUMMARY)).toBe(2);
    expect(first.server.count(LIMITS)).toBe(2);
  });

  it('shows the compact variant without percentages and with an upgrade link', async () => {
    renderSummary(routes, { variant: 'compact' });
    await screen.findByRole('progressbar', { name: 'Validation' });
    expect(screen.getByRole('region', { name: 'Usage Summary' })).toHaveAttribute('data-variant', 'compact');
    expect(screen.queryByText('20%')).toBeNull();
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
  });

  it('hides the upgrade link when upgrading is not possible, and uses the heading level given', async () => {
    renderSummary({ ...routes, [SUMMARY]: ok({ validation: { current: 1, limit: 15 }, can_upgrade: false }) }, { headingLevel: 3 });
    await screen.findByRole('progressbar', { name: 'Validation' });
    expect(screen.getByRole('heading', { level: 3, name: 'Usage Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
  });

  it('shows a limit of 0 or none as unlimited', async () => {
    renderSummary({
      [SUMMARY]: ok({ validation: { current: 4, limit: 0 }, assessment: { current: 2, limit: null }, assessment_submission: { current: 1 } }),
      [LIMITS]: ok({ limits: { daily_limit: 15 } }),
    });
    await screen.findByRole('progressbar', { name: 'Validation' });
    expect(within(feature('Validation')).getByText('4 / Unlimited')).toBeInTheDocument();
    expect(within(feature('Assessment')).getByText('2 / Unlimited')).toBeInTheDocument();
    expect(within(feature('Assessment Submission')).getByText('1 / Unlimited')).toBeInTheDocument();
    expect(bar('Validation')).toHaveAttribute('aria-valuenow', '0');
    expect(bar('Validation')).toHaveAttribute('aria-valuetext', '4 used, unlimited');
    expect(screen.queryByRole('alert')).toBeNull();
    // The plan falls back to the default when neither call names one.
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
  });

  it('colours a bar warning above 70% and error above 90%', async () => {
    renderSummary({
      [SUMMARY]: ok({ validation: { current: 7, limit: 10 }, assessment: { current: 11, limit: 15 }, assessment_submission: { current: 14, limit: 15 } }),
      [LIMITS]: ok({}),
    });
    await screen.findByRole('progressbar', { name: 'Validation' });
    expect(feature('Validation')).toHaveAttribute('data-level', 'primary');
    expect(feature('Assessment')).toHaveAttribute('data-level', 'warning');
    expect(feature('Assessment Submission')).toHaveAttribute('data-level', 'error');
    cleanup();
    renderSummary({ [SUMMARY]: ok({ validation: { current: 9, limit: 10 } }), [LIMITS]: ok({}) });
    await screen.findByRole('progressbar', { name: 'Validation' });
    expect(feature('Validation')).toHaveAttribute('data-level', 'warning');
  });
});

describe('UsageSummary when a limit is reached', () => {
  const reached: Routes = {
    [SUMMARY]: ok({ validation: { current: 15, limit: 15 }, assessment: { current: 2, limit: 15 } }),
    [LIMITS]: ok({ limits: { daily_limit: 15 } }),
  };

  it("warns 'Usage Limit Reached' with Try Again, View Subscription Options and a support link", async () => {
    const onNavigate = vi.fn();
    renderSummary(reached, { onNavigate, supportEmail: 'help@partner.example' });
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByRole('heading', { level: 3, name: 'Usage Limit Reached' })).toBeInTheDocument();
    expect(warning).toHaveTextContent(
      'Usage limits reached: Your validation limit has been exceeded. Please try again later or upgrade your plan.',
    );
    expect(within(warning).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(within(warning).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:help@partner.example');
    const options = within(warning).getByRole('link', { name: 'View Subscription Options' });
    expect(options).toHaveAttribute('href', '/dashboard/subscription');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    options.dispatchEvent(click);
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/subscription' });
    // A React host routes the link itself, so the browser does not follow it.
    expect(click.defaultPrevented).toBe(true);
    expect(feature('Validation')).toHaveAttribute('data-level', 'error');
  });

  it('on the page that shows the plans, its links take the reader to the plans instead of to that same page', async () => {
    const onNavigate = vi.fn();
    const plans = document.createElement('h2');
    plans.id = 'plans-heading';
    plans.textContent = 'Plans';
    const scrolled = vi.fn();
    plans.scrollIntoView = scrolled;
    document.body.append(plans);
    try {
      renderSummary({ ...reached, [SUMMARY]: ok({ validation: { current: 15, limit: 15 }, can_upgrade: true }) }, { onNavigate, plansId: 'plans-heading' });
      const warning = await screen.findByRole('alert');
      const links = [within(warning).getByRole('link', { name: 'View Subscription Options' }), screen.getByRole('link', { name: 'Upgrade Plan' })];
      for (const link of links) {
        expect(link).toHaveAttribute('href', '#plans-heading');
        scrolled.mockClear();
        plans.blur();
        await userEvent.click(link);
        expect(scrolled).toHaveBeenCalledTimes(1);
        expect(document.activeElement).toBe(plans);
      }
      expect(onNavigate).not.toHaveBeenCalled();
    } finally {
      plans.remove();
    }
  });

  it('Try Again reads the usage again past the cache', async () => {
    const routes = { ...reached };
    const { server } = renderSummary(routes);
    const warning = await screen.findByRole('alert');
    routes[SUMMARY] = ok({ validation: { current: 0, limit: 15 } });
    await userEvent.click(within(warning).getByRole('button', { name: 'Try Again' }));
    await screen.findByText('0 / 15', { selector: '[data-feature="validation"] [part="count"]' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.count(SUMMARY)).toBe(2);
    expect(server.count(LIMITS)).toBe(2);
  });

  it('warns on the daily limit flag alone', async () => {
    renderSummary({ [SUMMARY]: ok({ validation: { current: 2, limit: 15 }, daily_limit_reached: true }), [LIMITS]: ok({}) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Usage limits reached: Your usage limit has been exceeded. Please try again later or upgrade your plan.',
    );
  });

  it('inside an element, follows the link at link-base-url unless a listener cancelled assess-navigate', async () => {
    const server = backend(reached);
    const client = createApiClient({ baseUrl: 'https://assess.example', fetch: server.fetch, storage: null });
    const onNavigate = vi.fn(() => true);
    render(
      <ElementConfigContext.Provider value={{ linkBaseUrl: 'https://assess.example/' }}>
        <AssessApiProvider client={client}>
          <UsageSummary onNavigate={onNavigate} />
        </AssessApiProvider>
      </ElementConfigContext.Provider>,
    );
    const options = within(await screen.findByRole('alert')).getByRole('link', { name: 'View Subscription Options' });
    expect(options).toHaveAttribute('href', 'https://assess.example/dashboard/subscription');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    // jsdom does not navigate; the default action is what matters.
    options.addEventListener('click', (event) => event.preventDefault(), { once: true });
    options.dispatchEvent(click);
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/subscription' });
    onNavigate.mockReturnValueOnce(false);
    const cancelled = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    options.dispatchEvent(cancelled);
    expect(cancelled.defaultPrevented).toBe(true);
  });
});

describe('UsageSummary errors', () => {
  it('shows the auth class after a 401 (signed out) with Try Again', async () => {
    const onUnauthorized = vi.fn();
    renderSummary({ [SUMMARY]: fail(401), [LIMITS]: fail(401) }, {}, { onUnauthorized });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not retrieve usage information');
    expect(alert).toHaveTextContent('Authentication failed. Please log in again.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('shows the auth class after a 403, without falling back', async () => {
    const { server } = renderSummary({ [SUMMARY]: fail(403), [LIMITS]: fail(403), [VALIDATION_USAGE]: fail(403) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed. Please log in again.');
    expect(server.count(VALIDATION_USAGE)).toBe(1);
  });

  it('shows the server class when the usage calls and the fall-back fail with 5xx', async () => {
    renderSummary({ [SUMMARY]: fail(500), [LIMITS]: ok({}), [VALIDATION_USAGE]: fail(500) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not retrieve usage information');
    expect(alert).toHaveTextContent('Server error. Our team has been notified.');
  });

  it("shows only 'Could not retrieve usage information' for other failures, and Try Again recovers", async () => {
    const routes: Routes = { [SUMMARY]: fail(404), [LIMITS]: ok({}), [VALIDATION_USAGE]: fail(404) };
    renderSummary(routes);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not retrieve usage information' + 'Try Again');
    routes[SUMMARY] = ok({ validation: { current: 2, limit: 15 } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('progressbar', { name: 'Validation' })).toHaveAttribute('aria-valuetext', '2 of 15 used');
  });

  it('shows a usage limit (429) as the limit warning without Try Again', async () => {
    const detail = 'Daily usage limit of 15 reached';
    renderSummary({ [SUMMARY]: { status: 429, body: { detail, limit_type: 'validation' } }, [LIMITS]: ok({}) });
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByRole('heading', { name: 'Usage Limit Reached' })).toBeInTheDocument();
    expect(warning).toHaveTextContent(detail);
    expect(within(warning).queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(within(warning).getByRole('link', { name: 'View Subscription Options' })).toBeInTheDocument();
    expect(within(warning).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:support@assess.example');
  });
});

describe('UsageSummary fall-backs', () => {
  it('reads /validation/usage once when both usage calls fail', async () => {
    const { server } = renderSummary({
      [SUMMARY]: fail(404),
      [LIMITS]: fail(500),
      [VALIDATION_USAGE]: ok({ daily_usage: { used: 6, limit: 20 } }),
    });
    await screen.findByRole('progressbar', { name: 'Validation' });
    expect(within(feature('Validation')).getByText('6 / 20')).toBeInTheDocument();
    expect(within(feature('Assessment')).getByText('0 / 20')).toBeInTheDocument();
    expect(within(feature('Assessment Submission')).getByText('0 / 20')).toBeInTheDocument();
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    expect(server.count(VALIDATION_USAGE)).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the daily limit from /validation/usage when only the limits call fails', async () => {
    renderSummary({
      [SUMMARY]: ok({ daily_usage: { used: 9 }, plan_name: 'School Plan' }),
      [LIMITS]: fail(500),
      [VALIDATION_USAGE]: ok({ daily_usage: { used: 9, limit: 10 } }),
    });
    await screen.findByRole('progressbar', { name: 'Validation' });
    expect(within(feature('Validation')).getByText('9 / 10')).toBeInTheDocument();
    expect(feature('Validation')).toHaveAttribute('data-level', 'warning');
    expect(screen.getByText('School Plan')).toBeInTheDocument();
  });

  it('shows the defaults with the network error when the backend cannot be reached', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date(2026, 0, 31, 10, 0, 0) });
    const routes: Routes = { [SUMMARY]: 'unreachable', [LIMITS]: 'unreachable', [VALIDATION_USAGE]: 'unreachable' };
    renderSummary(routes);
    await runRetries();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Network error. Please check your internet connection.');
    expect(notice).toHaveTextContent('Showing the default limits until usage information can be retrieved.');
    for (const name of ['Validation', 'Assessment', 'Assessment Submission']) {
      expect(within(feature(name)).getByText('0 / 15')).toBeInTheDocument();
    }
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    // The widget's own fall-back puts the next reset a month ahead (31 January -> 28 February).
    expect(screen.getByText(formatDate(new Date(2026, 1, 28, 10, 0, 0)))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();

    routes[SUMMARY] = ok({ validation: { current: 5, limit: 15 } });
    routes[LIMITS] = ok({ subscription: { plan_name: 'Pro Plan' } });
    await act(async () => {
      within(notice).getByRole('button', { name: 'Try Again' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(feature('Validation')).getByText('5 / 15')).toBeInTheDocument();
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(screen.queryByText('Network error. Please check your internet connection.')).toBeNull();
  });

  it('shows an answer rather than the defaults when the fall-back answers but the first call cannot reach', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderSummary({ [SUMMARY]: 'unreachable', [LIMITS]: 'unreachable', [VALIDATION_USAGE]: fail(502) });
    await runRetries();
    expect(screen.getByRole('alert')).toHaveTextContent('Server error. Our team has been notified.');
  });
});

describe('UsageSummary accessibility', () => {
  async function violations(container: HTMLElement) {
    // jsdom does not paint: contrast comes from the theme tests and the screenshots in Chromium.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.html.slice(0, 120)) }));
  }

  it('has no axe violations with data, with the limit warning and with an error', async () => {
    const withData = renderSummary({
      [SUMMARY]: ok({ validation: { current: 15, limit: 15 }, assessment: { current: 4, limit: 0 } }),
      [LIMITS]: ok({}),
    });
    await screen.findByRole('alert');
    expect(await violations(withData.container)).toEqual([]);
    cleanup();
    const failed = renderSummary({ [SUMMARY]: fail(500), [LIMITS]: fail(500), [VALIDATION_USAGE]: fail(500) }, { variant: 'compact' });
    await screen.findByRole('alert');
    expect(await violations(failed.container)).toEqual([]);
  });
});
