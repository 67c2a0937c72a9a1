/* global describe, it, beforeEach, afterEach */
// <assess-usage-summary> as a partner page uses it: attributes, theme, page CSS around it, partner styling.
import { expect } from 'chai';
import './dist/elements/assess-usage-summary.js';
import { cleanup, inside, mount, until } from './helpers.js';

const realFetch = window.fetch;
const LIGHT_TEXT = 'rgb(26, 32, 39)';
const DARK = { background: 'rgb(15, 20, 25)', text: 'rgb(232, 237, 242)' };
const WARNING = 'rgb(240, 162, 2)';
const ERROR = 'rgb(198, 40, 40)';

const SUMMARY = {
  validation: { current: 3, limit: 15 },
  assessment: { current: 11, limit: 15 },
  assessment_submission: { current: 14, limit: 15 },
  next_reset_date: '2026-11-23T00:00:00Z',
  can_upgrade: true,
};
const LIMITS = { limits: { daily_limit: 15 }, subscription: { plan_name: 'Pro Plan' } };
/** The backend's answers: the summary and the limits in one (GET /supabase-usage/usage). */
const USAGE = { '/supabase-usage/usage': { summary: SUMMARY, limits: LIMITS } };
/** A backend with only the separate summary and limits reads. */
const SEPARATE_USAGE = { '/supabase-usage/usage/summary': SUMMARY, '/supabase-usage/usage/limits': LIMITS };

/** Answers the element's calls from routes by path and records them. */
function serve(routes) {
  const calls = [];
  window.fetch = async (input, init = {}) => {
    const url = new URL(String(input), window.location.href);
    calls.push({ url: url.href, authorization: new Headers(init.headers).get('Authorization') });
    const body = routes[url.pathname.replace(/^\/api/, '')];
    if (body === undefined) return new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404 });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return calls;
}

function bars(element) {
  return [...element.shadowRoot.querySelectorAll('[role="progressbar"]')];
}

async function rendered(element) {
  await until(() => bars(element).length === 3, '<assess-usage-summary> to show its bars');
}

function fill(element, feature) {
  return getComputedStyle(inside(element, `[data-feature="${feature}"] [role="progressbar"] > div`)).backgroundColor;
}

afterEach(() => {
  window.fetch = realFetch;
  cleanup();
});

describe('<assess-usage-summary>', () => {
  let calls;
  beforeEach(() => {
    calls = serve(USAGE);
  });

  it('reads usage from api-base-url with the access-token in one request and shows a labelled bar per feature', async () => {
    const element = mount(
      '<assess-usage-summary api-base-url="https://assess.test" access-token="portal-token"></assess-usage-summary>',
    );
    await rendered(element);
    expect(calls.map((call) => call.url)).to.deep.equal(['https://assess.test/api/supabase-usage/usage']);
    expect(calls.every((call) => call.authorization === 'Bearer portal-token')).to.equal(true);
    const names = bars(element).map((bar) => inside(element, `#${CSS.escape(bar.getAttribute('aria-labelledby'))}`).textContent);
    expect(names).to.deep.equal(['Validation', 'Assessment', 'Assessment Submission']);
    expect(inside(element, 'h2').textContent).to.equal('Usage Summary');
    expect(inside(element, '[part="plan"]').textContent).to.contain('Pro Plan');
    expect(inside(element, '[part="upgrade"]').textContent).to.equal('Upgrade Plan');
  });

  it('asks for its usage as the tag connects, before its first render', async () => {
    const element = mount('<assess-usage-summary api-base-url="https://assess.test" access-token="connect-token"></assess-usage-summary>');
    // Microtasks only: React renders the element in a task of its own, after these.
    for (let turn = 0; turn < 20 && calls.length === 0; turn += 1) await Promise.resolve();
    expect(element.shadowRoot.childElementCount).to.equal(0);
    expect(calls.map((call) => call.url)).to.deep.equal(['https://assess.test/api/supabase-usage/usage']);
    await rendered(element);
    expect(calls).to.have.length(1);
  });

  it('reads the summary and the limits separately from a backend without the one read of both', async () => {
    calls = serve(SEPARATE_USAGE);
    const element = mount('<assess-usage-summary api-base-url="https://assess.test" access-token="older-backend-token"></assess-usage-summary>');
    await rendered(element);
    // The one read is refused (404), so each of the separate reads is made, once.
    const paths = calls.map((call) => new URL(call.url).pathname);
    expect(paths).to.include('/api/supabase-usage/usage');
    expect(paths.filter((path) => path !== '/api/supabase-usage/usage').sort()).to.deep.equal(['/api/supabase-usage/usage/limits', '/api/supabase-usage/usage/summary']);
    expect(inside(element, '[part="plan"]').textContent).to.contain('Pro Plan');
  });

  it('colours bars warning above 70% and error above 90%', async () => {
    const element = mount('<assess-usage-summary theme="light"></assess-usage-summary>');
    await rendered(element);
    expect(fill(element, 'assessment')).to.equal(WARNING);
    expect(fill(element, 'assessment_submission')).to.equal(ERROR);
    expect(fill(element, 'validation')).to.equal('rgb(0, 191, 255)');
  });

  it('reflects variant and theme, and switches theme live', async () => {
    const element = mount('<assess-usage-summary variant="compact" theme="dark"></assess-usage-summary>');
    await rendered(element);
    expect(element.variant).to.equal('compact');
    expect(inside(element, '[part="summary"]').dataset.variant).to.equal('compact');
    const base = () => getComputedStyle(inside(element, '[part="base"]'));
    expect({ background: base().backgroundColor, text: base().color }).to.deep.equal(DARK);
    element.variant = 'full';
    expect(element.getAttribute('variant')).to.equal('full');
    await until(() => inside(element, '[part="summary"]').dataset.variant === 'full', 'the full variant');
    element.setAttribute('theme', 'light');
    await until(() => base().color === LIGHT_TEXT, 'the light theme');
  });

  it('is not changed by aggressive page CSS', async () => {
    const reference = mount('<assess-usage-summary theme="light"></assess-usage-summary>');
    await rendered(reference);
    const probe = (element) => {
      const heading = getComputedStyle(inside(element, 'h2'));
      const card = getComputedStyle(inside(element, '[part="summary"]'));
      const count = getComputedStyle(inside(element, '[part="count"]'));
      return {
        headingColor: heading.color,
        headingFont: heading.fontFamily,
        headingSize: heading.fontSize,
        cardBorder: card.borderTopWidth + ' ' + card.borderTopColor,
        cardPadding: card.paddingTop,
        countColor: count.color,
        barHeight: getComputedStyle(bars(element)[0]).height,
        letterSpacing: heading.letterSpacing,
        fontStyle: count.fontStyle,
        textAlign: count.textAlign,
        lineHeight: count.lineHeight,
      };
    };
    const before = probe(reference);
    cleanup();

    const page = document.createElement('style');
    page.textContent = [
      '* { font-family: "Comic Sans MS", cursive !important; color: red !important; letter-spacing: 4px !important; font-style: italic !important; text-align: center !important; }',
      'div, section, li, span { border: 7px dashed lime !important; padding: 30px !important; }',
      'h2 { font-size: 60px !important; text-transform: uppercase !important; }',
      '[role="progressbar"] { height: 40px !important; }',
      'body { line-height: 4 !important; font-size: 30px !important; }',
    ].join('\n');
    document.head.append(page);
    try {
      const element = mount('<assess-usage-summary theme="light"></assess-usage-summary>');
      await rendered(element);
      const after = probe(element);
      expect(after).to.deep.equal(before);
      expect(after.headingColor).to.equal(LIGHT_TEXT);
      expect(after.headingFont).not.to.contain('Comic');
      expect(getComputedStyle(inside(element, 'h2')).textTransform).to.equal('none');
    } finally {
      page.remove();
    }
  });

  it('lets partners restyle through ::part() and --assess-* custom properties', async () => {
    const partner = document.createElement('style');
    partner.textContent =
      'assess-usage-summary { --assess-usage-bar-height: 14px; --assess-color-primary: rgb(10, 20, 30); }' +
      ' assess-usage-summary::part(plan) { text-decoration: underline; }';
    document.head.append(partner);
    try {
      const element = mount('<assess-usage-summary></assess-usage-summary>');
      await rendered(element);
      expect(getComputedStyle(bars(element)[0]).height).to.equal('14px');
      expect(fill(element, 'validation')).to.equal('rgb(10, 20, 30)');
      expect(getComputedStyle(inside(element, '[part="plan"]')).textDecorationLine).to.equal('underline');
    } finally {
      partner.remove();
    }
  });

  it("warns when a limit is reached and leaves 'View Subscription Options' as a cancelable assess-navigate", async () => {
    serve({ '/supabase-usage/usage': { summary: { validation: { current: 15, limit: 15 } }, limits: LIMITS } });
    // A token of its own: another client than the earlier tests' (whose usage answers it would share for 5 minutes).
    const element = mount('<assess-usage-summary link-base-url="https://assess.test" access-token="limit-token"></assess-usage-summary>');
    await until(() => inside(element, '[part="warning"]'), 'the limit warning');
    const warning = inside(element, '[part="warning"]');
    expect(warning.getAttribute('role')).to.equal('alert');
    expect(warning.querySelector('h3').textContent).to.equal('Usage Limit Reached');
    const link = [...warning.querySelectorAll('a')].find((anchor) => anchor.textContent === 'View Subscription Options');
    expect(link.href).to.equal('https://assess.test/dashboard/subscription');
    const seen = [];
    const listener = (event) => {
      seen.push({ detail: event.detail, composed: event.composed, bubbles: event.bubbles });
      event.preventDefault();
    };
    document.addEventListener('assess-navigate', listener);
    try {
      link.click();
    } finally {
      document.removeEventListener('assess-navigate', listener);
    }
    expect(seen).to.deep.equal([{ detail: { to: '/dashboard/subscription' }, composed: true, bubbles: true }]);
    expect(window.location.href).not.to.contain('/dashboard/subscription');
  });
});
