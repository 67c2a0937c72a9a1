import { answerOf, byId, quietButton, storedSession } from './dom.js';

// /lti/admin: it uses the administrator's Assess session of this site (supabase-js keeps it in this origin's
// storage), so the server cannot tell who opens it: its forms stay hidden until the platforms' list answers, and
// anyone else gets a plain page that says who it is for.

/** A registered platform as /api/lti/platforms lists it. */
interface PlatformListing {
  id: string;
  name: string;
  issuer: string;
  client_id: string;
  deployment_ids: string[];
  registered_via: 'dynamic' | 'manual';
}

/** A field's problem in a 422 answer. */
interface FieldProblem {
  loc: (string | number)[];
  msg: string;
}

const gate = byId('admin-gate');
const content = byId('admin-content');

/** Shows only the gate, with a title and a line, for anyone who may not register platforms (the server refuses too). */
function refuseHere(title: string, html: string): void {
  byId('gate-title').textContent = title;
  byId('gate-text').innerHTML = html;
  gate.hidden = false;
  content.remove();
}

const status = byId('admin-status');
const list = byId('platforms');
const form = byId<HTMLFormElement>('manual');
const headers = { authorization: 'Bearer ' + storedSession()?.token, 'content-type': 'application/json' };

const linkButton = byId<HTMLButtonElement>('link-create');
linkButton.addEventListener('click', async () => {
  const result = byId('link-result');
  linkButton.disabled = true;
  const response = await fetch('/api/lti/registration-links', { method: 'POST', headers: { authorization: headers.authorization } }).catch(() => undefined);
  linkButton.disabled = false;
  const answer = await answerOf(response);
  if (!response || !response.ok) {
    result.textContent = (answer['detail'] as string | undefined) || 'The registration link could not be made. Try again.';
    return;
  }
  const field = byId<HTMLInputElement>('link-url');
  field.value = String(answer['url']);
  byId('link-box').hidden = false;
  result.textContent = 'Registration link made. It registers one platform and expires at ' + new Date(String(answer['expires_at'])).toLocaleString() + '.';
  field.focus();
  field.select();
});

async function load(): Promise<void> {
  const response = await fetch('/api/lti/platforms', { headers }).catch(() => undefined);
  if (!response) {
    (content.hidden ? byId('gate-text') : status).textContent = 'The server could not be reached. Reload the page to try again.';
    return;
  }
  if (response.status === 401) {
    refuseHere('Sign in as an administrator', 'This page is for the administrators of a school in Assess. <a href="/login">Sign in</a> first, then open it again.');
    return;
  }
  if (response.status === 403) {
    refuseHere(
      'Only administrators can register learning platforms',
      'This page is for the administrators of your school in Assess. To use Assess in your learning platform, ask one of them. <a href="/dashboard">Go to your dashboard</a>',
    );
    return;
  }
  gate.hidden = true;
  content.hidden = false;
  const platforms = (await response.json()) as PlatformListing[];
  status.textContent = platforms.length === 0 ? 'No learning platform is registered yet.' : '';
  list.replaceChildren(
    ...platforms.map((platform) => {
      const item = document.createElement('li');
      const text = document.createElement('span');
      text.textContent =
        platform.name +
        ' · ' +
        platform.issuer +
        ' · client ' +
        platform.client_id +
        ' · deployments ' +
        (platform.deployment_ids.join(', ') || 'none') +
        ' (' +
        platform.registered_via +
        ')';
      const remove = quietButton('Remove', 'Remove ' + platform.name, async () => {
        if (!confirm('Remove ' + platform.name + '? Its launches will be refused until it is registered again.')) return;
        await fetch('/api/lti/platforms/' + platform.id, { method: 'DELETE', headers: { authorization: headers.authorization } });
        void load();
      });
      item.append(text, ' ', remove);
      return item;
    }),
  );
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  for (const message of form.querySelectorAll('.field-error')) message.textContent = '';
  for (const input of form.querySelectorAll('input')) input.removeAttribute('aria-invalid');
  const body = Object.fromEntries(new FormData(form));
  const button = form.querySelector('button')!;
  button.disabled = true;
  const response = await fetch('/api/lti/platforms', { method: 'POST', headers, body: JSON.stringify(body) }).catch(() => undefined);
  button.disabled = false;
  const result = byId('manual-result');
  if (!response) {
    result.textContent = 'The server could not be reached. Nothing was saved; try again.';
    return;
  }
  const answer = await answerOf(response);
  const detail = answer['detail'];
  if (response.status === 422 && Array.isArray(detail)) {
    result.textContent = 'Check the fields marked below. Nothing was saved.';
    for (const problem of detail as FieldProblem[]) {
      const name = String(problem.loc[problem.loc.length - 1]);
      const input = form.elements.namedItem(name);
      const message = document.getElementById('error-' + name);
      if (input instanceof Element) input.setAttribute('aria-invalid', 'true');
      if (message) message.textContent = problem.msg;
    }
    return;
  }
  if (!response.ok) {
    result.textContent = ((detail as string | undefined) || 'The platform could not be saved.') + ' Nothing was saved.';
    return;
  }
  result.textContent = String(answer['name']) + ' is registered.';
  form.reset();
  void load();
});

void load();
