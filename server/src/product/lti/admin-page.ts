import type { ToolUrls } from '@assess/lti';
import { escapeHtml, page } from './pages.js';

// /lti/admin: the tool's URLs for a platform's administrator, the platforms registered, and manual registration.
// It uses the administrator's Assess session of this site (supabase-js keeps it in this origin's storage), so the
// server cannot tell who opens it: its forms stay hidden until its script (browser/admin.ts) hears from the
// platforms' list, and anyone else gets a plain page that says who it is for.

const FIELDS: [string, string, string][] = [
  ['name', 'Name', 'e.g. Moodle of Example School'],
  ['issuer', 'Issuer (platform ID)', 'https://moodle.example.org'],
  ['client_id', 'Client ID', ''],
  ['auth_url', 'Authentication request URL', 'https://moodle.example.org/mod/lti/auth.php'],
  ['token_url', 'Access token URL', 'https://moodle.example.org/mod/lti/token.php'],
  ['jwks_url', 'Key set URL', 'https://moodle.example.org/mod/lti/certs.php'],
  ['deployment_ids', 'Deployment IDs (comma-separated)', '1'],
];

export function adminPage(urls: ToolUrls): string {
  const field = ([name, label, hint]: [string, string, string]) =>
    `<label class="field" for="f-${name}">${escapeHtml(label)}${name === 'name' ? ' (optional)' : ''}
<input id="f-${name}" name="${name}" placeholder="${escapeHtml(hint)}" aria-describedby="error-${name}" autocomplete="off">
<span class="status-failed field-error" id="error-${name}" role="alert"></span></label>`;
  return page({
    title: 'LTI 1.3 registration',
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
    script: 'admin',
  });
}
