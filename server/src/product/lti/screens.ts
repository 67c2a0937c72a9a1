import { countOf } from '@assess/core/rules';
import { escapeHtml, page, QUIET_BUTTON_SCRIPT } from './pages.js';

// The pages a launch opens: the assessment screen (the same custom elements as the host app), the assessment
// picker of deep linking, and the end of a dynamic registration.

export interface ScreenContext {
  assessmentId: string;
  assessmentTitle: string;
  courseTitle: string;
  userId: string;
  userName: string;
  role: 'teacher' | 'student';
  accessToken: string;
  refreshToken: string;
  anonKey: string;
  siteUrl: string;
  classId?: string;
  /**
   * For a platform user with a course account of their own: the link window's address (its token in the fragment),
   * where they may link their own Assess account instead. This page hands the link over to that window.
   */
  accountLinkUrl?: string;
}

/** JSON for a <script type="application/json"> block: nothing in it can close the block. */
const jsonData = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// Moves between Assessment Details and Submit New inside the frame, keeps the session fresh, and (for a teacher)
// shows the gradebook passbacks of the assessment with a retry for failed ones.
const SCREEN_SCRIPT = `
// A browser that refuses storage to a cross-site frame throws on localStorage; the screens keep their page state
// (the grading job being followed) in memory instead, for as long as this page lives.
try { window.localStorage.length; } catch {
  const items = new Map();
  const memory = {
    get length() { return items.size; },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (items.has(String(key)) ? items.get(String(key)) : null),
    setItem: (key, value) => void items.set(String(key), String(value)),
    removeItem: (key) => void items.delete(String(key)),
    clear: () => items.clear(),
  };
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => memory });
}
const launch = JSON.parse(document.getElementById('launch').textContent);
const screen = document.getElementById('screen');
let accessToken = launch.accessToken;
let refreshToken = launch.refreshToken;
function configure(element) {
  element.setAttribute('access-token', accessToken);
  element.setAttribute('api-base-url', launch.siteUrl);
  element.setAttribute('link-base-url', launch.siteUrl);
}
function details(forceRefresh) {
  const element = document.createElement('assess-assessments');
  element.setAttribute('assessment-id', launch.assessmentId);
  element.setAttribute('user-id', launch.userId);
  element.setAttribute('user-role', launch.role);
  if (forceRefresh) element.setAttribute('force-refresh', '');
  configure(element);
  screen.replaceChildren(element);
}
function submit() {
  const element = document.createElement('assess-submit');
  element.setAttribute('assessment-id', launch.assessmentId);
  configure(element);
  screen.replaceChildren(element);
}
document.addEventListener('assess-navigate', (event) => {
  const to = event.detail && event.detail.to ? String(event.detail.to) : '';
  event.preventDefault();
  if (to.startsWith('/dashboard/assessments/upload')) submit();
  else if (to.startsWith('/dashboard/assessments')) details(true);
  else window.open(new URL(to, launch.siteUrl).toString(), '_blank', 'noopener');
});
// Access tokens last an hour: renew the session before then, as supabase-js would.
setInterval(async () => {
  const response = await fetch(launch.siteUrl + '/auth/v1/token?grant_type=refresh_token', {
    method: 'POST', headers: { 'content-type': 'application/json', apikey: launch.anonKey }, body: JSON.stringify({ refresh_token: refreshToken }),
  }).catch(() => undefined);
  if (!response || !response.ok) return;
  const session = await response.json();
  accessToken = session.access_token;
  refreshToken = session.refresh_token;
  for (const element of screen.children) element.setAttribute('access-token', accessToken);
}, 45 * 60 * 1000);
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

const gradebook = document.getElementById('gradebook');
async function loadPassbacks() {
  const status = document.getElementById('gradebook-status');
  const response = await fetch(launch.siteUrl + '/api/lti/passbacks?assessment_id=' + encodeURIComponent(launch.assessmentId), {
    headers: { authorization: 'Bearer ' + accessToken },
  }).catch(() => undefined);
  if (!response || !response.ok) { status.textContent = 'The gradebook status could not be loaded.'; return; }
  const rows = await response.json();
  const body = document.getElementById('gradebook-rows');
  body.replaceChildren();
  status.textContent = rows.length === 0 ? 'No marks have been released to the course gradebook yet.' : '';
  document.getElementById('gradebook-table').hidden = rows.length === 0;
  for (const row of rows) {
    const tr = document.createElement('tr');
    const cells = [row.student_name, row.score_given === null ? '–' : row.score_given + ' / ' + row.score_maximum];
    for (const text of cells) { const td = document.createElement('td'); td.textContent = text; tr.append(td); }
    const state = document.createElement('td');
    state.className = 'status-' + row.status;
    state.textContent = row.status === 'sent' ? 'Sent' : row.status === 'pending' ? 'Sending…' : 'Failed: ' + (row.last_error || 'unknown error');
    tr.append(state);
    const action = document.createElement('td');
    if (row.status === 'failed') {
      action.append(quietButton('Retry', 'Retry sending the score of ' + row.student_name, async (retry) => {
        retry.disabled = true;
        await fetch(launch.siteUrl + '/api/lti/passbacks/' + row.id + '/retry', { method: 'POST', headers: { authorization: 'Bearer ' + accessToken } }).catch(() => undefined);
        loadPassbacks();
      }));
    }
    tr.append(action);
    body.append(tr);
  }
}
if (gradebook) {
  document.getElementById('gradebook-refresh').addEventListener('click', loadPassbacks);
  loadPassbacks();
}

// "Use your own account" opens the link window (never framed, so a window of its own). Only this page's requests
// carry the launch's cookie (in a course frame, a partitioned one), so this page hands the link over: each time the
// window it opened says it is ready, a one-time code, posted to that window alone.
const accountLink = document.getElementById('account-link');
if (accountLink && launch.accountLinkUrl) {
  const siteOrigin = new URL(launch.siteUrl).origin;
  const linkToken = launch.accountLinkUrl.split('#')[1];
  let linkWindow;
  accountLink.addEventListener('click', (event) => {
    event.preventDefault();
    linkWindow = window.open(launch.accountLinkUrl, 'assess-account-link');
  });
  window.addEventListener('message', async (event) => {
    if (!linkWindow || event.source !== linkWindow || event.origin !== siteOrigin || !event.data || event.data.subject !== 'assess-account-link-ready') return;
    const response = await fetch(launch.siteUrl + '/lti/link/handoff', {
      method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: linkToken }),
    }).catch(() => undefined);
    const answer = response ? await response.json().catch(() => ({})) : {};
    const handed = response && response.ok ? { code: answer.code } : { detail: typeof answer.detail === 'string' ? answer.detail : 'The link could not be handed over. Open Assess from the course again.' };
    linkWindow.postMessage({ subject: 'assess-account-link', ...handed }, siteOrigin);
  });
}
`;

export function screenPage(context: ScreenContext, nonce: string): string {
  const teacher = context.role === 'teacher';
  const gradebook = teacher
    ? `<section class="card" id="gradebook" aria-labelledby="gradebook-title" style="margin:16px">
<div class="bar"><h2 id="gradebook-title">Course gradebook</h2><button type="button" class="quiet" id="gradebook-refresh" aria-label="Refresh the gradebook">Refresh</button></div>
<p class="muted" id="gradebook-status" role="status">Loading…</p>
<table id="gradebook-table" hidden><thead><tr><th>Student</th><th>Score</th><th>Gradebook</th><th><span class="muted">Action</span></th></tr></thead><tbody id="gradebook-rows"></tbody></table>
</section>`
    : '';
  return page({
    title: context.assessmentTitle,
    nonce,
    // The screen's own heading names the assessment; the line above says where and who.
    body: `<main>
<p class="muted">${escapeHtml(context.courseTitle)} · ${escapeHtml(context.userName)} (${teacher ? 'teacher' : 'student'})${
      context.accountLinkUrl
        ? ` · <a href="${escapeHtml(context.accountLinkUrl)}" target="assess-account-link" id="account-link">Already use Assess? Use your own account</a>`
        : ''
    }</p>
<div id="screen"></div>
${gradebook}
${teacher && context.classId ? '<section id="course-class" aria-label="Course class" style="margin-top:16px"></section>' : ''}
</main>
<script type="application/json" id="launch">${jsonData(context)}</script>`,
    modules: ['/elements/autoloader.js'],
    scripts: [QUIET_BUTTON_SCRIPT + SCREEN_SCRIPT],
  });
}

export type Choice = {
  id: string;
  title: string;
  total_marks: number | null;
  status: string;
};

// Opens the Create wizard in place; when it leaves (created or cancelled) the picker loads again with the
// teacher's assessments, the newest first and chosen.
const PICKER_SCRIPT = `
const picker = JSON.parse(document.getElementById('picker').textContent);
const create = document.getElementById('create');
document.getElementById('create-open').addEventListener('click', () => {
  const element = document.createElement('assess-create-assessment');
  element.setAttribute('access-token', picker.accessToken);
  element.setAttribute('api-base-url', picker.siteUrl);
  // The course's class (made by the launch) is offered first and chosen.
  if (picker.courseClass) {
    element.setAttribute('default-class-id', picker.courseClass.id);
    element.setAttribute('default-class-name', picker.courseClass.name);
  }
  create.replaceChildren(element);
  create.hidden = false;
  element.scrollIntoView();
});
document.addEventListener('assess-navigate', (event) => {
  event.preventDefault();
  document.getElementById('refresh').submit();
});
`;

export function pickerPage(
  context: {
    mode: 'deep-link' | 'link';
    pickToken: string;
    courseTitle: string;
    choices: Choice[];
    accessToken: string;
    siteUrl: string;
    problem?: string;
    courseClass?: { id: string; name: string };
  },
  nonce: string,
): string {
  const items = context.choices
    .map(
      (choice, index) => `<li><label><input type="radio" name="assessment_id" value="${escapeHtml(choice.id)}"${index === 0 ? ' checked' : ''}>
<span><strong>${escapeHtml(choice.title)}</strong><br><span class="muted">${choice.total_marks === null ? 'Marks not set' : countOf(choice.total_marks, 'mark')} · ${escapeHtml(choice.status)}</span></span></label></li>`,
    )
    .join('');
  const heading = context.mode === 'deep-link' ? 'Add an Assess assessment' : 'Choose the assessment this link opens';
  return page({
    title: heading,
    nonce,
    body: `<main>
<section class="card" aria-labelledby="title">
<h1 id="title">${heading}</h1>
<p class="muted">${escapeHtml(context.courseTitle)}. Students who open the link see the assessment and submit their answers; marks you release go to the course gradebook.</p>
${context.problem ? `<p class="status-failed" role="alert">${escapeHtml(context.problem)}</p>` : ''}
<form method="post" action="/lti/pick">
<input type="hidden" name="pick" value="${escapeHtml(context.pickToken)}">
<fieldset style="border:0;padding:0;margin:0"><legend class="muted" style="margin-bottom:8px">Your assessments</legend>
<ul class="choices" id="choices">${items}</ul>
${context.choices.length === 0 ? '<p id="empty">You have no assessments yet. Create one below.</p>' : ''}
</fieldset>
<div class="bar" style="justify-content:flex-start"><button id="pick-submit"${context.choices.length === 0 ? ' disabled' : ''}>${context.mode === 'deep-link' ? 'Add to course' : 'Use this assessment'}</button>
<button type="button" class="quiet" id="create-open">Create a new assessment</button></div>
</form>
</section>
<section id="create" hidden></section>
<form id="refresh" method="post" action="/lti/pick" hidden><input type="hidden" name="pick" value="${escapeHtml(context.pickToken)}"><input type="hidden" name="refresh" value="1"></form>
</main>
<script type="application/json" id="picker">${jsonData({ accessToken: context.accessToken, siteUrl: context.siteUrl, ...(context.courseClass ? { courseClass: context.courseClass } : {}) })}</script>`,
    modules: ['/elements/autoloader.js'],
    scripts: [PICKER_SCRIPT],
  });
}

/** The end of a dynamic registration: the platform closes its registration window on the close message. */
export function registeredPage(platformName: string, nonce: string): string {
  return page({
    title: 'Assess is registered',
    nonce,
    body: `<main><section class="card" role="status"><h1>Assess is registered</h1>
<p>Assess is now registered with ${escapeHtml(platformName)}. Teachers can add Assess assessments to their courses.</p>
<p><button type="button" id="close">Close</button></p></section></main>`,
    scripts: [
      `function done() { (window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*'); }
document.getElementById('close').addEventListener('click', done);`,
    ],
  });
}

// The link window: it asks the launch page that opened it for the link (a one-time code, accepted from that page
// only), claims the link with it, shows whose course account it is, and links it to the signed-in Assess account
// of this browser when its owner confirms.
const ACCOUNT_LINK_SCRIPT = `
const token = decodeURIComponent(location.hash.slice(1));
const status = document.getElementById('link-status');
const button = document.getElementById('link-confirm');
const NOT_FROM_LAUNCH = 'Open this page with "Already use Assess? Use your own account" on the Assess page of your course, in the browser you use for the course. A link someone sent you links nothing.';
function session() {
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (!/^sb-.+-auth-token$/.test(key)) continue;
    try { const value = JSON.parse(localStorage.getItem(key)); return { token: value.access_token, email: value.user && value.user.email }; } catch { return undefined; }
  }
  return undefined;
}
function offerLink(course) {
  const signedIn = session();
  if (!signedIn || !signedIn.token) {
    status.innerHTML = 'Sign in to your own Assess account in this browser first (<a href="/login" target="_blank" rel="noopener">Sign in</a>), then reload this page. The link lasts 10 minutes.';
    return;
  }
  status.textContent = 'You are signed in to Assess as ' + signedIn.email + '. Link the course account above to it only if it is yours: from now on ' + course.name + "'s launches from " + course.course + ' open ' + signedIn.email + ', and its classes come along.';
  button.hidden = false;
  button.onclick = async () => {
    button.disabled = true;
    const response = await fetch('/api/lti/account-link', {
      method: 'POST', headers: { authorization: 'Bearer ' + signedIn.token, 'content-type': 'application/json' }, body: JSON.stringify({ token }),
    }).catch(() => undefined);
    const answer = response ? await response.json().catch(() => ({})) : {};
    button.hidden = true;
    status.textContent = response && response.ok
      ? 'Linked. Open Assess from the course again: it opens ' + signedIn.email + '.'
      : (typeof answer.detail === 'string' ? answer.detail : 'The accounts could not be linked. Try again.');
  };
}
if (!token || !window.opener) {
  status.textContent = NOT_FROM_LAUNCH;
} else {
  window.addEventListener('message', async (event) => {
    if (event.source !== window.opener || event.origin !== location.origin || !event.data || event.data.subject !== 'assess-account-link') return;
    if (!event.data.code) { status.textContent = typeof event.data.detail === 'string' ? event.data.detail : NOT_FROM_LAUNCH; return; }
    const response = await fetch('/lti/link/claim', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, code: String(event.data.code) }),
    }).catch(() => undefined);
    const answer = response ? await response.json().catch(() => ({})) : {};
    if (!response || !response.ok) {
      status.textContent = typeof answer.detail === 'string' ? answer.detail : 'The link could not be opened. Open Assess from the course again.';
      return;
    }
    document.getElementById('link-platform').textContent = answer.platform;
    document.getElementById('link-course').textContent = answer.course;
    document.getElementById('link-name').textContent = answer.name;
    document.getElementById('link-role').textContent = answer.role === 'teacher' ? 'Teacher' : 'Student';
    document.getElementById('link-details').hidden = false;
    offerLink(answer);
  });
  // To the launch page that opened this window only (the target origin is Assess's own).
  window.opener.postMessage({ subject: 'assess-account-link-ready' }, location.origin);
}
`;

/**
 * The link window (the token travels in the fragment, never to a server log). It shows nothing of the course
 * account until the launch page that opened it hands the link over.
 */
export function accountLinkPage(nonce: string): string {
  return page({
    title: 'Use your own Assess account',
    nonce,
    body: `<main><section class="card" aria-labelledby="title">
<h1 id="title">Use your own Assess account</h1>
<p>Your course opens Assess with a course account of its own. If you already have an Assess account, the course can open that one instead: sign in to it here and link the course account to it.</p>
<section id="link-details" aria-labelledby="link-details-title" hidden>
<h2 id="link-details-title">The course account</h2>
<dl style="margin-bottom:12px">
<dt>Learning platform</dt><dd id="link-platform"></dd>
<dt>Course</dt><dd id="link-course"></dd>
<dt>Name on the platform</dt><dd id="link-name"></dd>
<dt>Role in the course</dt><dd id="link-role"></dd>
</dl>
</section>
<p role="status" id="link-status">Checking…</p>
<p><button type="button" id="link-confirm" hidden>Link to my account</button></p>
<p class="muted">Link only your own course account. If someone sent you this page, close it.</p>
</section></main>`,
    scripts: [ACCOUNT_LINK_SCRIPT],
  });
}
