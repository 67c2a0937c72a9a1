import type { RouteDoc } from '../shared/route.js';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A readable page of the API: every route by area, with the JSON document a link away. Works offline. */
export function docsPage(routes: RouteDoc[]): string {
  const tags = [...new Set(routes.map((route) => route.tag))];
  const sections = tags
    .map((tag) => {
      const rows = routes
        .filter((route) => route.tag === tag)
        .map(
          (route) =>
            `<tr><td><code class="m ${route.method.toLowerCase()}">${route.method}</code></td><td><code>${escapeHtml(route.path)}</code></td><td>${escapeHtml(route.summary)}${
              route.auth === 'none' ? ' <em>(no session needed)</em>' : ''
            }</td></tr>`,
        )
        .join('');
      return `<section><h2 id="${escapeHtml(tag.toLowerCase())}">${escapeHtml(tag)}</h2><table><thead><tr><th>Method</th><th>Path</th><th>What it does</th></tr></thead><tbody>${rows}</tbody></table></section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Assess API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}
code{font:13px ui-monospace,monospace}.m{font-weight:700}.get{color:#005a9e}.post{color:#1b6e20}.put,.patch{color:#7a4d00}.delete{color:#a4262c}
nav a{margin-right:1rem}
</style></head>
<body><main><h1>Assess API</h1>
<p>Every call under <code>/api</code>. Calls carry the session's access token as <code>Authorization: Bearer …</code>. Invalid input is answered 422 with <code>{"detail": [{"loc", "msg", "type"}]}</code>, other errors with <code>{"detail": "text"}</code>. The machine-readable document with every schema is <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1).</p>
<nav>${tags.map((tag) => `<a href="#${escapeHtml(tag.toLowerCase())}">${escapeHtml(tag)}</a>`).join('')}</nav>
${sections}</main></body></html>`;
}
