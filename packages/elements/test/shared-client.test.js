/* global describe, it, afterEach */
// Elements on one page share one API client per backend and access token, as the screens of a React host do.
import { expect } from 'chai';
import './dist/elements/assess-usage-summary.js';
import { cleanup, mount, until } from './helpers.js';

const realFetch = window.fetch;
const USAGE_PATH = '/supabase-usage/usage';
const USAGE = {
  [USAGE_PATH]: {
    summary: { validation: { current: 3, limit: 15 }, assessment: { current: 1, limit: 15 }, assessment_submission: { current: 0, limit: 15 } },
    limits: { limits: { daily_limit: 15 }, subscription: { plan_name: 'Pro Plan' } },
  },
};

/** Answers every call with status (the usage routes with 200) once gate resolves, and records the calls. */
function serve(status = 200, gate = Promise.resolve()) {
  const calls = [];
  window.fetch = async (input, init = {}) => {
    const url = new URL(String(input), window.location.href);
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({ path, authorization: new Headers(init.headers).get('Authorization') });
    await gate;
    if (status !== 200) return new Response(JSON.stringify({ detail: 'expired' }), { status });
    const body = USAGE[path];
    if (body === undefined) return new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404 });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return calls;
}

function mountTwo(firstToken, secondToken) {
  const container = mount('<div></div>');
  container.innerHTML = [firstToken, secondToken]
    .map((token) => `<assess-usage-summary api-base-url="https://assess.test" access-token="${token}"></assess-usage-summary>`)
    .join('');
  return [...container.children];
}

const shown = (element) => element.shadowRoot?.querySelectorAll('[role="progressbar"]').length === 3;
const loading = (element) => element.shadowRoot?.querySelector('[role="status"]') != null;

afterEach(() => {
  window.fetch = realFetch;
  cleanup();
});

describe('one API client per page', () => {
  it('two elements with the same backend and token ask for the same usage once', async () => {
    const calls = serve();
    const elements = mountTwo('portal-token', 'portal-token');
    await until(() => elements.every(shown), 'both elements to show their bars');
    expect(calls.map((call) => call.path)).to.deep.equal([USAGE_PATH]);
  });

  it('elements with different tokens ask each with their own token', async () => {
    const calls = serve();
    const elements = mountTwo('token-a', 'token-b');
    await until(() => elements.every(shown), 'both elements to show their bars');
    const reads = calls.filter((call) => call.path === USAGE_PATH).map((call) => call.authorization).sort();
    expect(reads).to.deep.equal(['Bearer token-a', 'Bearer token-b']);
  });

  it('a 401 leaves every element that uses the client as its own assess-unauthorized', async () => {
    let answer;
    const calls = serve(401, new Promise((resolve) => (answer = resolve)));
    const elements = mountTwo('expired-token', 'expired-token');
    const heard = elements.map((element) => {
      const events = [];
      element.addEventListener('assess-unauthorized', (event) => events.push(event.target));
      return events;
    });
    // Both elements are on the page and waiting for the same answers before the backend refuses the token.
    await until(() => elements.every(loading), 'both elements to show their loading state');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    answer();
    await until(() => heard.every((events) => events.length >= calls.length), 'both elements to report every 401');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.path)).to.deep.equal([USAGE_PATH]);
    expect(heard[0]).to.have.length(1);
    expect(heard[1]).to.have.length(1);
    expect(heard[0].every((target) => target === elements[0])).to.equal(true);
    expect(heard[1].every((target) => target === elements[1])).to.equal(true);
  });
});
