import { answerOf, byId, storedSession } from './dom.js';

// The link window: it asks the launch page that opened it for the link (a one-time code, accepted from that page
// only), claims the link with it, shows whose course account it is, and links it to the signed-in Assess account
// of this browser when its owner confirms.

/** The course account a claimed link names, as /lti/link/claim answers. */
interface CourseAccount {
  platform: string;
  course: string;
  name: string;
  role: 'teacher' | 'student';
}

const token = decodeURIComponent(location.hash.slice(1));
const status = byId('link-status');
const button = byId<HTMLButtonElement>('link-confirm');
const NOT_FROM_LAUNCH =
  'Open this page with "Already use Assess? Use your own account" on the Assess page of your course, in the browser you use for the course. A link someone sent you links nothing.';

function offerLink(course: CourseAccount): void {
  const signedIn = storedSession();
  if (!signedIn || !signedIn.token) {
    status.innerHTML =
      'Sign in to your own Assess account in this browser first (<a href="/login" target="_blank" rel="noopener">Sign in</a>), then reload this page. The link lasts 10 minutes.';
    return;
  }
  const signedInToken = signedIn.token;
  status.textContent =
    'You are signed in to Assess as ' +
    signedIn.email +
    '. Link the course account above to it only if it is yours: from now on ' +
    course.name +
    "'s launches from " +
    course.course +
    ' open ' +
    signedIn.email +
    ', and its classes come along.';
  button.hidden = false;
  button.onclick = async () => {
    button.disabled = true;
    const response = await fetch('/api/lti/account-link', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + signedInToken, 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    }).catch(() => undefined);
    const answer = await answerOf(response);
    button.hidden = true;
    status.textContent =
      response && response.ok
        ? 'Linked. Open Assess from the course again: it opens ' + signedIn.email + '.'
        : typeof answer['detail'] === 'string'
          ? answer['detail']
          : 'The accounts could not be linked. Try again.';
  };
}

const opener = window.opener as Window | null;
if (!token || !opener) {
  status.textContent = NOT_FROM_LAUNCH;
} else {
  window.addEventListener('message', async (event: MessageEvent<{ subject?: unknown; code?: unknown; detail?: unknown } | null>) => {
    if (event.source !== opener || event.origin !== location.origin || !event.data || event.data.subject !== 'assess-account-link') return;
    if (!event.data.code) {
      status.textContent = typeof event.data.detail === 'string' ? event.data.detail : NOT_FROM_LAUNCH;
      return;
    }
    const response = await fetch('/lti/link/claim', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, code: String(event.data.code) }),
    }).catch(() => undefined);
    const answer = await answerOf(response);
    if (!response || !response.ok) {
      status.textContent = typeof answer['detail'] === 'string' ? answer['detail'] : 'The link could not be opened. Open Assess from the course again.';
      return;
    }
    const course = answer as unknown as CourseAccount;
    byId('link-platform').textContent = course.platform;
    byId('link-course').textContent = course.course;
    byId('link-name').textContent = course.name;
    byId('link-role').textContent = course.role === 'teacher' ? 'Teacher' : 'Student';
    byId('link-details').hidden = false;
    offerLink(course);
  });
  // To the launch page that opened this window only (the target origin is Assess's own).
  opener.postMessage({ subject: 'assess-account-link-ready' }, location.origin);
}
