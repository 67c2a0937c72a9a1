import { AuthServiceError } from './errors.js';
import { AUTH_MESSAGES, authErrorCodeMessage } from './texts.js';

export interface AuthRecoveryOptions {
  supabaseUrl: string;
  supabaseAnonKey: string;
  fetch: typeof fetch;
}

/** The session the verify step granted; the password is already changed when this is returned. */
export interface AuthRecoveredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

export interface AuthRecovery {
  /**
   * Sets a new password from a recovery token hash (spec 01 §7, decision 9): POST recover with the token and
   * password, which spends the link only with a password it accepts; when the server does not offer that (an auth
   * service answering 400 or unreachable), POST verify with the token, then PUT user with the granted access token.
   */
  resetPassword(tokenHash: string, password: string): Promise<AuthRecoveredTokens>;
}

/** Errors the user can fix by choosing another password, without a new link. */
const PASSWORD_CODES = new Set(['same_password', 'weak_password']);

function authEndpoint(supabaseUrl: string, path: string): string {
  const base = supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`;
  return new URL(`auth/v1/${path}`, base).href;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function errorCodeOf(body: Record<string, unknown> | null): string | undefined {
  if (!body) return undefined;
  if (typeof body.code === 'string') return body.code;
  return typeof body.error_code === 'string' ? body.error_code : undefined;
}

export function createAuthRecovery({ supabaseUrl, supabaseAnonKey, fetch: fetchImpl }: AuthRecoveryOptions): AuthRecovery {
  /** A token hash works once: keep its session so a retry after a rejected password skips straight to PUT user. */
  const verified = new Map<string, { accessToken: string; refreshToken: string | null }>();

  const send = (method: 'POST' | 'PUT', path: string, body: unknown, bearer = supabaseAnonKey) =>
    fetchImpl(authEndpoint(supabaseUrl, path), {
      method,
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${bearer}`,
        'Content-Type': 'application/json;charset=UTF-8',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify(body),
    });

  const networkError = (cause: unknown) => new AuthServiceError(AUTH_MESSAGES.resetNetworkFailed, { cause });

  async function verify(tokenHash: string): Promise<{ accessToken: string; refreshToken: string | null }> {
    const known = verified.get(tokenHash);
    if (known) return known;
    let response: Response;
    try {
      response = await send('POST', 'verify', { token_hash: tokenHash, type: 'recovery' });
    } catch (cause) {
      throw networkError(cause);
    }
    const body = await readJson(response);
    if (!response.ok) {
      throw new AuthServiceError(AUTH_MESSAGES.resetTokenInvalid, { code: errorCodeOf(body), status: response.status });
    }
    const accessToken = typeof body?.access_token === 'string' ? body.access_token : '';
    if (!accessToken) throw new AuthServiceError(AUTH_MESSAGES.resetNoAccessToken);
    const tokens = { accessToken, refreshToken: typeof body?.refresh_token === 'string' ? body.refresh_token : null };
    verified.set(tokenHash, tokens);
    return tokens;
  }

  return {
    async resetPassword(tokenHash, password) {
      const token = tokenHash?.trim();
      if (!token) throw new AuthServiceError(AUTH_MESSAGES.resetLinkFormat);

      if (!verified.has(token)) {
        let response: Response | undefined;
        try {
          response = await send('POST', 'recover', { token_hash: token, type: 'recovery', password });
        } catch {
          // The documented fall-back below reports a connection problem if there is one.
        }
        if (response) {
          const body = await readJson(response);
          if (response.ok) {
            const accessToken = typeof body?.access_token === 'string' ? body.access_token : null;
            return { accessToken, refreshToken: accessToken && typeof body?.refresh_token === 'string' ? body.refresh_token : null };
          }
          // Answers about the password or the link itself are final: falling back to verify would spend the link.
          const code = errorCodeOf(body);
          if (code && PASSWORD_CODES.has(code)) throw new AuthServiceError(authErrorCodeMessage(code), { code, status: response.status });
          if (code === 'otp_expired') throw new AuthServiceError(AUTH_MESSAGES.resetTokenInvalid, { code, status: response.status });
        }
      }

      const tokens = await verify(token);
      let response: Response;
      try {
        response = await send('PUT', 'user', { password }, tokens.accessToken);
      } catch (cause) {
        throw networkError(cause);
      }
      if (!response.ok) {
        const code = errorCodeOf(await readJson(response));
        const text = code && PASSWORD_CODES.has(code) ? authErrorCodeMessage(code) : AUTH_MESSAGES.resetUpdateFailed;
        throw new AuthServiceError(text, { code, status: response.status });
      }
      verified.delete(token);
      return tokens;
    },
  };
}
