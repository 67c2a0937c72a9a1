import type { Config } from '../config/index.js';
import { parseAllowEntry, type AllowPattern } from '../config/allow-list.js';

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

/**
 * Whether a parsed URL fits an entry, part by part as Supabase matches it: the scheme, the host (a `*` never
 * leaves its label), the port and the path. The query and fragment are not matched: they cannot move the
 * browser to another place, and a wildcard can no longer swallow a `?`, `#` or `\` to reach another host.
 */
function matches(pattern: AllowPattern, url: URL): boolean {
  if (url.protocol !== pattern.protocol || !pattern.host.test(url.hostname)) return false;
  const port = url.port || defaultPort(url.protocol);
  if (pattern.port !== '*' && port !== (pattern.port || defaultPort(pattern.protocol))) return false;
  return pattern.path.test(url.pathname);
}

/**
 * Where a link or sign-in may send the browser back to: the site's own origin, or an entry of the allow list
 * (exact URLs, or globs where * stays within a host label or path segment and ** crosses them). Anything else,
 * and any URL with credentials in it, gets the site URL.
 */
export function safeRedirect(config: Pick<Config, 'siteUrl' | 'publicUrl' | 'redirectAllowList'>, candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate === '') return config.siteUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return config.siteUrl;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) return config.siteUrl;
  const own = [new URL(config.siteUrl).origin, new URL(config.publicUrl).origin];
  if (own.includes(url.origin)) return url.toString();
  for (const entry of config.redirectAllowList) {
    const pattern = parseAllowEntry(entry);
    if (pattern && matches(pattern, url)) return url.toString();
  }
  return config.siteUrl;
}

/** Adds parameters to the query (PKCE codes) or to the fragment (implicit tokens, errors). */
export function withParams(target: string, query: Record<string, string>, fragment: Record<string, string> = {}): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  if (Object.keys(fragment).length > 0) url.hash = new URLSearchParams(fragment).toString();
  return url.toString();
}
