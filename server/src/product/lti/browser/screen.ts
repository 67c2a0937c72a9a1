import { answerOf, byId, quietButton } from './dom.js';
import { readPageData, type ScreenData } from './page-data.js';

// The assessment screen of a launch: moves between Assessment Details and Submit New inside the frame, keeps the
// session fresh, and (for a teacher) shows the gradebook passbacks of the assessment with a retry for failed ones.

// A browser that refuses storage to a cross-site frame throws on localStorage; the screens keep their page state
// (the grading job being followed) in memory instead, for as long as this page lives.
try {
  void window.localStorage.length;
} catch {
  const items = new Map<string, string>();
  const memory: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(String(key)) ?? null,
    setItem: (key, value) => void items.set(String(key), String(value)),
    removeItem: (key) => void items.delete(String(key)),
    clear: () => items.clear(),
  };
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => memory });
}

const launch = readPageData<ScreenData>('launch');
const screen = byId('screen');
let accessToken = launch.accessToken;
let refreshToken = launch.refreshToken;

function configure(element: HTMLElement): void {
  element.setAttribute('access-token', accessToken);
  element.setAttribute('api-base-url', launch.siteUrl);
  element.setAttribute('link-base-url', launch.siteUrl);
}

function details(forceRefresh: boolean): void {
  const element = document.createElement('assess-assessments');
  element.setAttribute('assessment-id', launch.assessmentId);
  element.setAttribute('user-id', launch.userId);
  element.setAttribute('user-role', launch.role);
  if (forceRefresh) element.setAttribute('force-refresh', '');
  configure(element);
  screen.replaceChildren(element);
}

function submit(): void {
  const element = document.createElement('assess-submit');
  element.setAttribute('assessment-id', launch.assessmentId);
  configure(element);
  screen.replaceChildren(element);
}

document.addEventListener('assess-navigate', (event) => {
  const detail = (event as CustomEvent<{ to?: unknown } | null>).detail;
  const to = detail && detail.to ? String(detail.to) : '';
  event.preventDefault();
  if (to.startsWith('/dashboard/assessments/upload')) submit();
  else if (to.startsWith('/dashboard/assessments')) details(true);
  else window.open(new URL(to, launch.siteUrl).toString(), '_blank', 'noopener');
});

// Access tokens last an hour: renew the session before then, as supabase-js would.
setInterval(
  async () => {
    const response = await fetch(launch.siteUrl + '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: launch.anonKey },
      body: JSON.stringify({ refresh_token: refreshToken }),
    }).catch(() => undefined);
    if (!response || !response.ok) return;
    const session = (await response.json()) as { access_token: string; refresh_token: string };
    accessToken = session.access_token;
    refreshToken = session.refresh_token;
    for (const element of screen.children) element.setAttribute('access-token', accessToken);
  },
  45 * 60 * 1000,
);
details(false);

// A teacher also sees the course's class: its students (the roster) and who has submitted what.
const courseClass = document.getElementById('course-class');
if (courseClass && launch.classId) {
  const element = document.createElement('assess-management');
  element.setAttribute('class-id', launch.classId);
  element.setAttribute('user-id', launch.userId);
  element.setAttribute('user-role', 'teacher');
  configure(element);
  courseClass.replaceChildren(element);
}

/** A gradebook passback as /api/lti/passbacks lists it. */
interface Passback {
  id: string;
  student_name: string;
  score_given: number | null;
  score_maximum: number;
  status: 'pending' | 'sent' | 'failed';
  last_error: string | null;
}

async function loadPassbacks(): Promise<void> {
  const status = byId('gradebook-status');
  const response = await fetch(launch.siteUrl + '/api/lti/passbacks?assessment_id=' + encodeURIComponent(launch.assessmentId), {
    headers: { authorization: 'Bearer ' + accessToken },
  }).catch(() => undefined);
  if (!response || !response.ok) {
    status.textContent = 'The gradebook status could not be loaded.';
    return;
  }
  const rows = (await response.json()) as Passback[];
  const body = byId('gradebook-rows');
  body.replaceChildren();
  status.textContent = rows.length === 0 ? 'No marks have been released to the course gradebook yet.' : '';
  byId('gradebook-table').hidden = rows.length === 0;
  for (const row of rows) {
    const tr = document.createElement('tr');
    const cells = [row.student_name, row.score_given === null ? '–' : row.score_given + ' / ' + row.score_maximum];
    for (const text of cells) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    const state = document.createElement('td');
    state.className = 'status-' + row.status;
    state.textContent = row.status === 'sent' ? 'Sent' : row.status === 'pending' ? 'Sending…' : 'Failed: ' + (row.last_error || 'unknown error');
    tr.append(state);
    const action = document.createElement('td');
    if (row.status === 'failed') {
      action.append(
        quietButton('Retry', 'Retry sending the score of ' + row.student_name, async (retry) => {
          retry.disabled = true;
          await fetch(launch.siteUrl + '/api/lti/passbacks/' + row.id + '/retry', { method: 'POST', headers: { authorization: 'Bearer ' + accessToken } }).catch(() => undefined);
          void loadPassbacks();
        }),
      );
    }
    tr.append(action);
    body.append(tr);
  }
}

if (document.getElementById('gradebook')) {
  byId('gradebook-refresh').addEventListener('click', () => void loadPassbacks());
  void loadPassbacks();
}

// "Use your own account" opens the link window (never framed, so a window of its own). Only this page's requests
// carry the launch's cookie (in a course frame, a partitioned one), so this page hands the link over: each time the
// window it opened says it is ready, a one-time code, posted to that window alone.
const accountLink = document.getElementById('account-link');
const accountLinkUrl = launch.accountLinkUrl;
if (accountLink && accountLinkUrl) {
  const siteOrigin = new URL(launch.siteUrl).origin;
  const linkToken = accountLinkUrl.split('#')[1];
  let linkWindow: Window | null = null;
  accountLink.addEventListener('click', (event) => {
    event.preventDefault();
    linkWindow = window.open(accountLinkUrl, 'assess-account-link');
  });
  window.addEventListener('message', async (event: MessageEvent<{ subject?: unknown } | null>) => {
    if (!linkWindow || event.source !== linkWindow || event.origin !== siteOrigin || !event.data || event.data.subject !== 'assess-account-link-ready') return;
    const response = await fetch(launch.siteUrl + '/lti/link/handoff', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: linkToken }),
    }).catch(() => undefined);
    const answer = await answerOf(response);
    const handed =
      response && response.ok
        ? { code: answer['code'] }
        : { detail: typeof answer['detail'] === 'string' ? answer['detail'] : 'The link could not be handed over. Open Assess from the course again.' };
    linkWindow.postMessage({ subject: 'assess-account-link', ...handed }, siteOrigin);
  });
}
