import type { ToolUrls } from '@assess/lti';
import { escapeHtml, page, QUIET_BUTTON_SCRIPT } from './pages.js';

// /lti/admin: the tool's URLs for a platform's administrator, the platforms registered, and manual registration.
// It uses the administrator's Assess session of this site (supabase-js keeps it in this origin's storage), so the
// server cannot tell who opens it: its forms stay hidden until the platforms' list answers, and anyone else gets a
// plain page that says who it is for.

const ADMIN_SCRIPT = `
const gate = document.getElementById('admin-gate');
const content = document.getElementById('admin-content');
/** Shows only the gate, with a title and a line, for anyone who may not register platforms (the server refuses too). */
function refuseHere(title, html) {
  document.getElementById('gate-title').textContent = title;
  document.getElementById('gate-text').innerHTML = html;
  gate.hidden = false;
  content.remove();
}
const status = document.getElementById('admin-status');
const list = document.getElementById('platforms');
const form = document.getElementById('manual');
const linkButton = document.getElementById('link-create');
linkButton.addEventListener('click', async () => {
  const result = document.getElementById('link-result');
  linkButton.disabled = true;
  const response = await fetch('/api/lti/registration-links', { method: 'POST', headers: { authorization: headers.authorization } }).catch(() => undefined);
  linkButton.disabled = false;
  const answer = response ? await response.json().catch(() => ({})) : {};
  if (!response || !response.ok) { result.textContent = answer.detail || 'The registration link could not be made. Try again.'; return; }
  const field = document.getElementById('link-url');
  field.value = answer.url;
  document.getElementById('link-box').hidden = false;
  result.textContent = 'Registration link made. It registers one platform and expires at ' + new Date(answer.expires_at).toLocaleString() + '.';
  field.focus();
  field.select();
});
function sessionToken() {
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (!/^sb-.+-auth-token$/.test(key)) continue;
    try { return JSON.parse(localStorage.getItem(key)).access_token; } catch { return undefined; }
  }
  return undefined;
}
const token = sessionToken();
const headers = { authorization: 'Bearer ' + token, 'content-type': 'application/json' };
async function load() {
  const response = await fetch('/api/lti/platforms', { headers }).catch(() => undefined);
  if (!response) { (content.hidden ? document.getElementById('gate-text') : status).textContent = 'The server could not be reached. Reload the page to try again.'; return; }
  if (response.status === 401) { refuseHere('Sign in as an administrator', 'This page is for the administrators of a school in Assess. <a href="/login">Sign in</a> first, then open it again.'); return; }
  if (response.status === 403) { refuseHere('Only administrators can register learning platforms', 'This page is for the administrators of your school in Assess. To use Assess in your learning platform, ask one of them. <a href="/dashboard">Go to your dashboard</a>'); return; }
  gate.hidden = true;
  content.hidden = false;
  const platforms = await response.json();
  status.textContent = platforms.length === 0 ? 'No learning platform is registered yet.' : '';
  list.replaceChildren(...platforms.map((platform) => {
    const item = document.createElement('li');
    const text = document.createElement('span');
    text.textContent = platform.name + ' · ' + platform.issuer + ' · client ' + platform.client_id + ' · deployments ' + (platform.deployment_ids.join(', ') || 'none') + ' (' + platform.registered_via + ')';
    const remove = quietButton('Remove', 'Remove ' + platform.name, async () => {
      if (!confirm('Remove ' + platform.name + '? Its launches will be refused until it is registered again.')) return;
      await fetch('/api/lti/platforms/' + platform.id, { method: 'DELETE', headers: { authorization: headers.authorization } });
      load();
    });
    item.append(text, ' ', remove);
    return item;
  }));
}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  for (const message of form.querySelectorAll('.field-error')) message.textContent = '';
  for (const input of form.querySelectorAll('input')) input.removeAttribute('aria-invalid');
  const body = Object.fromEntries(new FormData(form));
  const button = form.querySelector('button');
  button.disabled = true;
  const response = await fetch('/api/lti/platforms', { method: 'POST', headers, body: JSON.stringify(body) }).catch(() => undefined);
  button.disabled = false;
  const result = document.getElementById('manual-result');
  if (!response) { result.textContent = 'The server could not be reached. Nothing was saved; try again.'; return; }
  const answer = await response.json().catch(() => ({}));
  if (response.status === 422 && Array.isArray(answer.detail)) {
    result.textContent = 'Check the fields marked below. Nothing was saved.';
    for (const problem of answer.detail) {
      const name = problem.loc[problem.loc.length - 1];
      const input = form.elements.namedItem(name);
      const message = document.getElementById('error-' + name);
      if (input) input.setAttribute('aria-invalid', 'true');
      if (message) message.textContent = problem.msg;
    }
    return;
  }
  if (!response.ok) { result.textContent = (answer.detail || 'The platform could not be saved.') + ' Nothing was saved.'; return; }
  result.textContent = answer.name + ' is registered.';
  form.reset();
  load();
});
load();
`;

const FIELDS: [string, string, string][] = [
  ['name', 'Name', 'e.g. Moodle of Example School'],
  ['issuer', 'Issuer (platform ID)', 'https://moodle.example.org'],
  ['client_id', 'Client ID', ''],
  ['auth_url', 'Authentication request URL', 'https://moodle.example.org/mod/lti/auth.php'],
  ['token_url', 'Access token URL', 'https://moodle.example.org/mod/lti/token.php'],
  ['jwks_url', 'Key set URL', 'https://moodle.example.org/mod/lti/certs.php'],
  ['deployment_ids', 'Deployment IDs (comma-separated)', '1'],
];

export function adminPage(urls: ToolUrls, nonce: string): string {
  const field = ([name, label, hint]: [string, string, string]) =>
    `<label class="field" for="f-${name}">${escapeHtml(label)}${name === 'name' ? ' (optional)' : ''}
<input id="f-${name}" name="${name}" placeholder="${escapeHtml(hint)}" aria-describedby="error-${name}" autocomplete="off">
<span class="status-failed field-error" id="error-${name}" role="alert"></span></label>`;
  return page({
    title: 'LTI 1.3 registration',
    nonce,
    body: `<main>
<section class="card" id="admin-gate" aria-labelledby="gate-title">
<h1 id="gate-title">Assess in a learning platform (LTI 1.3)</h1>
<p id="gate-text" role="status">Checking that you are an administrator…</p>
</section>
<div id="admin-content" hidden>
<section class="card" aria-labelledby="urls-title">
<h1 id="urls-title">Assess in a learning platform (LTI 1.3)</h1>
<p>Give these to the platform. Platforms with dynamic registration (Moodle 4.1 and later, Canvas) need a registration link only (below).</p>
<dl>
<dt>Login URL</dt><dd>${escapeHtml(urls.loginUrl)}</dd>
<dt>Launch URL</dt><dd>${escapeHtml(urls.launchUrl)}</dd>
<dt>Redirect URL</dt><dd>${escapeHtml(urls.launchUrl)}</dd>
<dt>Key set (JWKS) URL</dt><dd>${escapeHtml(urls.jwksUrl)}</dd>
</dl>
</section>
<section class="card" aria-labelledby="link-title">
<h2 id="link-title">Register a platform dynamically</h2>
<p class="muted">Make a one-time registration link and paste it into the platform (Moodle: "Tool URL" under Manage tools). Each link registers one platform and lasts an hour; a registration without one is refused.</p>
<p><button type="button" id="link-create">Create a registration link</button></p>
<div id="link-box" hidden><label class="field" for="link-url">Registration link<input id="link-url" readonly></label></div>
<p role="status" id="link-result"></p>
</section>
<section class="card" aria-labelledby="platforms-title">
<h2 id="platforms-title">Registered platforms</h2>
<p class="muted" id="admin-status" role="status">Loading…</p>
<ul id="platforms"></ul>
</section>
<section class="card" aria-labelledby="manual-title">
<h2 id="manual-title">Register a platform by hand</h2>
<p class="muted">For platforms without dynamic registration: enter what the platform shows for Assess.</p>
<form id="manual" novalidate>
${FIELDS.map(field).join('\n')}
<button>Register platform</button>
<p role="status" id="manual-result"></p>
</form>
</section>
</div>
</main>`,
    scripts: [QUIET_BUTTON_SCRIPT + ADMIN_SCRIPT],
  });
}
