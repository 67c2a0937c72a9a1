import type { LtiError } from '@assess/lti';

// The launcher's own pages: plain HTML in the product's colours, light and dark, readable on a phone.

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f8fa; --surface: #fff; --text: #0b2230; --muted: #4a5a66; --border: #d0d9e0;
  --primary: #00bfff; --on-primary: #0b2230; --link: #00668a; --error: #b42318; --error-bg: #fdecea; --ok: #3b6e0b; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f1419; --surface: #17202a; --text: #e8eef3; --muted: #a9b7c2;
  --border: #2c3a46; --link: #4dd2ff; --error: #ffb4ab; --error-bg: #3a1512; --ok: #9be050; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 960px; margin: 0 auto; padding: 16px; }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: 12px; padding: 20px; margin: 0 0 16px; }
h1 { font-size: 1.4rem; margin: 0 0 8px; line-height: 1.25; }
h2 { font-size: 1.1rem; margin: 0 0 8px; }
p { margin: 0 0 12px; }
a { color: var(--link); }
.muted { color: var(--muted); font-size: .9rem; }
.error { border-color: var(--error); background: var(--error-bg); }
.error h1 { color: var(--error); }
button, .button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 8px 20px; border-radius: 8px;
  border: 1px solid transparent; background: var(--primary); color: var(--on-primary); font: inherit; font-weight: 600; cursor: pointer;
  text-decoration: none; touch-action: manipulation; }
button.quiet, .button.quiet { background: transparent; color: var(--text); border-color: var(--border); }
button:focus-visible, .button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
button:disabled { opacity: .6; cursor: not-allowed; }
.bar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: baseline; justify-content: space-between; margin: 0 0 12px; }
.choices { list-style: none; margin: 0 0 16px; padding: 0; display: grid; gap: 8px; }
.choices label { display: flex; gap: 12px; align-items: flex-start; padding: 12px; border: 1px solid var(--border); border-radius: 8px; cursor: pointer; }
.choices input { margin-top: 4px; width: 20px; height: 20px; flex: none; }
.choices label:has(input:checked) { border-color: var(--link); box-shadow: 0 0 0 1px var(--link); }
dl { display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr); gap: 6px 16px; margin: 0; }
dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, monospace; font-size: .9rem; }
@media (max-width: 600px) { dl { grid-template-columns: minmax(0, 1fr); } dd { margin-bottom: 8px; } main { padding: 8px; } .card { padding: 16px; } }
label.field { display: grid; gap: 4px; margin: 0 0 12px; font-weight: 600; }
label.field input, label.field textarea { font: inherit; font-weight: 400; padding: 10px; border-radius: 8px; border: 1px solid var(--border); background: var(--bg); color: var(--text); min-height: 44px; }
.status-sent { color: var(--ok); } .status-failed { color: var(--error); }
table { width: 100%; border-collapse: collapse; } th, td { text-align: left; padding: 8px; border-bottom: 1px solid var(--border); vertical-align: top; }
@media (max-width: 600px) { thead { display: none; } tr, td { display: block; } td { border: 0; padding: 2px 0; } tr { border-bottom: 1px solid var(--border); padding: 8px 0; } }
[hidden] { display: none !important; }
`;

/** Where the launcher pages' scripts are served (built from ./browser, each a module of its own). */
export const PAGE_SCRIPTS_PATH = '/lti/scripts/';

/** The launcher pages' scripts, by the name of their module in ./browser. */
export const PAGE_SCRIPTS = ['screen', 'picker', 'registered', 'account-link', 'admin', 'auto-post'] as const;
export type PageScript = (typeof PAGE_SCRIPTS)[number];

export interface PageOptions {
  title: string;
  body: string;
  /** The page's own script: no script is inline, so the pages' policy allows scripts of Assess's origin only. */
  script?: PageScript;
  /** Modules of the site the page loads after its own script (the custom elements). */
  modules?: string[];
}

export function page({ title, body, script, modules = [] }: PageOptions): string {
  // The page's script runs first, as it did when it was inline: it makes the screen's elements, which the autoloader then defines.
  const sources = [...(script ? [`${PAGE_SCRIPTS_PATH}${script}.js`] : []), ...modules];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Assess</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
${body}
${sources.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n')}
</body>
</html>`;
}

/** A refused launch or registration: what is wrong and what the platform's administrator should check. */
export function errorPage(error: LtiError): string {
  const heading = ['registration_failed', 'registration_link_required', 'platform_exists'].includes(error.code)
    ? 'Assess could not register this platform'
    : 'Assess could not open this launch';
  return page({
    title: heading,
    body: `<main><section class="card error" role="alert" aria-labelledby="title">
<h1 id="title">${heading}</h1>
<p data-code="${escapeHtml(error.code)}">${escapeHtml(error.problem)}</p>
<h2>What to check</h2>
<p>${escapeHtml(error.check)}</p>
<p class="muted">Error code: ${escapeHtml(error.code)}. Nobody has been signed in.</p>
</section></main>`,
  });
}

/** The browser kept the launch's cookie from the frame: the same launch starts again in a window of its own. */
export function cookiesBlockedPage(newWindowUrl: string): string {
  return page({
    title: 'Open Assess in a new window',
    body: `<main><section class="card" aria-labelledby="title">
<h1 id="title">Open Assess in a new window</h1>
<p>Your browser does not let Assess keep its sign-in check inside this course frame (third-party cookies are blocked).
Assess can open in a window of its own instead, and you stay signed in to your course.</p>
<p><a class="button" id="open-window" href="${escapeHtml(newWindowUrl)}" target="_blank" rel="opener">Open in a new window</a></p>
<p class="muted">Nobody has been signed in from this frame.</p>
</section></main>`,
  });
}

/** Posts a signed message to a platform (deep-linking answer) as soon as the page loads. */
export function autoPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page({
    title: 'Returning to your course',
    body: `<main><section class="card"><h1>Returning to your course…</h1>
<form method="post" action="${escapeHtml(action)}">${inputs}<button>Continue</button></form></section></main>`,
    script: 'auto-post',
  });
}
