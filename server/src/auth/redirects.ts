import type { Config } from '../config/index.js';

function globToRegExp(pattern: string): RegExp {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map(escape).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/**
 * Where a link or sign-in may send the browser back to: the site's own origin, or an entry of the allow list
 * (exact URLs, or globs where * stays within a path segment and ** crosses them). Anything else gets the site URL.
 */
export function safeRedirect(config: Pick<Config, 'siteUrl' | 'publicUrl' | 'redirectAllowList'>, candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate === '') return config.siteUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return config.siteUrl;
  }
  if (!['http:', 'https:'].includes(url.protocol)) return config.siteUrl;
  const own = [new URL(config.siteUrl).origin, new URL(config.publicUrl).origin];
  if (own.includes(url.origin)) return url.toString();
  for (const entry of config.redirectAllowList) {
    if (entry === candidate || globToRegExp(entry).test(candidate)) return url.toString();
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
