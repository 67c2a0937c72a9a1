/** What an auth return link (/auth/callback, /auth/reset-password) carries, from its query and its hash. */
export interface AuthLinkParams {
  code: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  type: string | null;
  tokenHash: string | null;
  error: string | null;
  errorCode: string | null;
  errorDescription: string | null;
}

/**
 * Reads the parameters of an auth return link. The hash wins over the query for the same name, as the
 * auth server puts tokens and errors in the hash for implicit returns and in the query for PKCE returns.
 */
export function readAuthLinkParams(href: string | URL): AuthLinkParams {
  const url = new URL(String(href), 'http://localhost');
  const query = url.searchParams;
  const hash = new URLSearchParams(url.hash.startsWith('#') ? url.hash.slice(1) : url.hash);
  const read = (...names: string[]): string | null => {
    for (const name of names) {
      const value = hash.get(name) ?? query.get(name);
      if (value) return value;
    }
    return null;
  };
  return {
    code: read('code'),
    accessToken: read('access_token'),
    refreshToken: read('refresh_token'),
    type: read('type'),
    tokenHash: read('token_hash', 'token'),
    error: read('error'),
    errorCode: read('error_code'),
    errorDescription: read('error_description'),
  };
}
