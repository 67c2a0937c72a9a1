/**
 * An in-memory stand-in for the Supabase Auth HTTP API (/auth/v1) and the PostgREST reads (/rest/v1) that
 * supabase-js calls, answering with the same paths, bodies, status codes and error shapes, so that tests drive
 * the real supabase-js client through an injected fetch.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: Record<string, unknown> | null;
}

export interface FakeUser {
  id: string;
  email: string;
  password: string;
  provider: string;
  user_metadata: Record<string, unknown>;
  email_confirmed_at: string | null;
  created_at: string;
}

type Interceptor = (request: RecordedRequest) => Response | Promise<Response> | undefined;

const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION = '2024-01-01';
const ACCESS_TOKEN_SECONDS = 3600;

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return base64Url(binary);
}

export class FakeAuthServer {
  readonly url = 'http://auth.test';
  readonly anonKey = 'test-anon-key';
  readonly requests: RecordedRequest[] = [];
  /** Whether sign-ups are confirmed at once (a session is returned) or await an e-mail confirmation. */
  autoConfirm = true;
  /** Rows of public.user_roles and public.users. */
  readonly userRoles: Array<{ user_id: string; role: string }> = [];
  readonly usersTable: Array<{ id: string; role: string }> = [];
  /** Tables that answer with a PostgREST error. */
  readonly brokenTables = new Set<string>();

  private readonly users = new Map<string, FakeUser>();
  private readonly accessTokens = new Map<string, string>();
  private readonly refreshTokens = new Map<string, string>();
  private readonly flows = new Map<string, { userId: string; challenge: string | null; type: string }>();
  private readonly authCodes = new Map<string, { userId: string; challenge: string | null; type: string }>();
  private readonly recoveryTokens = new Map<string, string>();
  private readonly confirmationTokens = new Map<string, string>();
  private readonly interceptors: Array<{ method: string; path: string; handler: Interceptor }> = [];
  private counter = 0;

  /** The fetch to hand to supabase-js. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const rawBody = typeof init?.body === 'string' ? init.body : null;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: rawBody ? (JSON.parse(rawBody) as Record<string, unknown>) : null,
    };
    this.requests.push(request);
    for (const { method: m, path, handler } of this.interceptors) {
      if (m === method && path === url.pathname) {
        const answer = await handler(request);
        if (answer) return answer;
      }
    }
    return this.route(request);
  };

  /** Answers a route differently (return undefined to fall through to the normal answer; throw for a network failure). */
  intercept(method: string, path: string, handler: Interceptor): void {
    this.interceptors.unshift({ method, path, handler });
  }

  addUser(email: string, password: string, options: { provider?: string; metadata?: Record<string, unknown>; confirmed?: boolean } = {}): FakeUser {
    const user: FakeUser = {
      id: `00000000-0000-4000-8000-${String(++this.counter).padStart(12, '0')}`,
      email,
      password,
      provider: options.provider ?? 'email',
      user_metadata: options.metadata ?? {},
      email_confirmed_at: options.confirmed === false ? null : new Date().toISOString(),
      created_at: new Date().toISOString(),
    };
    this.users.set(email, user);
    return user;
  }

  user(email: string): FakeUser | undefined {
    return this.users.get(email);
  }

  /** A session for the user, as the token endpoint would grant it. */
  grantSession(email: string, expiresInSeconds = ACCESS_TOKEN_SECONDS): Record<string, unknown> {
    const user = this.users.get(email);
    if (!user) throw new Error(`no user ${email}`);
    return this.session(user, expiresInSeconds);
  }

  /** What following the confirmation link does under PKCE: confirm the address and return the code it redirects with. */
  followConfirmationLink(email: string): string {
    const user = this.users.get(email);
    const flow = user && this.flows.get(user.id);
    if (!user || !flow) throw new Error(`no pending flow for ${email}`);
    user.email_confirmed_at = new Date().toISOString();
    return this.issueCode(user.id, flow.challenge, flow.type);
  }

  /** What following the recovery link does under PKCE: the code the reset page is sent to. */
  followRecoveryLink(email: string): string {
    const user = this.users.get(email);
    const flow = user && this.flows.get(user.id);
    if (!user || !flow || flow.type !== 'recovery') throw new Error(`no pending recovery for ${email}`);
    return this.issueCode(user.id, flow.challenge, 'recovery');
  }

  /** The token hash of the recovery e-mail last sent to this address ({{ .TokenHash }} in the template). */
  recoveryTokenHash(email: string): string {
    const user = this.users.get(email);
    const hash = [...this.recoveryTokens].find(([, id]) => id === user?.id)?.[0];
    if (!hash) throw new Error(`no recovery e-mail for ${email}`);
    return hash;
  }

  /** The token hash of the confirmation e-mail last sent to this address ({{ .TokenHash }} in the template). */
  confirmationTokenHash(email: string): string {
    const user = this.users.get(email);
    const hash = [...this.confirmationTokens].find(([, id]) => id === user?.id)?.[0];
    if (!hash) throw new Error(`no confirmation e-mail for ${email}`);
    return hash;
  }

  private issueCode(userId: string, challenge: string | null, type: string): string {
    const code = `code-${++this.counter}`;
    this.authCodes.set(code, { userId, challenge, type });
    return code;
  }

  private userById(id: string | undefined): FakeUser | undefined {
    return [...this.users.values()].find((u) => u.id === id);
  }

  private userJson(user: FakeUser): Record<string, unknown> {
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: user.email_confirmed_at,
      phone: '',
      confirmed_at: user.email_confirmed_at,
      last_sign_in_at: user.email_confirmed_at,
      app_metadata: { provider: user.provider, providers: [user.provider] },
      user_metadata: user.user_metadata,
      identities: [
        {
          identity_id: `identity-${user.id}`,
          id: user.id,
          user_id: user.id,
          identity_data: { email: user.email, sub: user.id, email_verified: user.email_confirmed_at !== null },
          provider: user.provider,
          created_at: user.created_at,
          updated_at: user.created_at,
          email: user.email,
        },
      ],
      created_at: user.created_at,
      updated_at: user.created_at,
      is_anonymous: false,
    };
  }

  private session(user: FakeUser, expiresIn = ACCESS_TOKEN_SECONDS): Record<string, unknown> {
    const now = Math.floor(Date.now() / 1000);
    const n = ++this.counter;
    const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64Url(
      JSON.stringify({ sub: user.id, email: user.email, aud: 'authenticated', role: 'authenticated', iat: now, exp: now + expiresIn, session_id: `s${n}` }),
    );
    const accessToken = `${header}.${payload}.${base64Url(`signature-${n}`)}`;
    const refreshToken = `refresh-${n}`;
    this.accessTokens.set(accessToken, user.id);
    this.refreshTokens.set(refreshToken, user.id);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: now + expiresIn,
      refresh_token: refreshToken,
      user: this.userJson(user),
    };
  }

  private json(request: RecordedRequest, status: number, body: unknown): Response {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (request.headers.get(API_VERSION_HEADER)) headers.set(API_VERSION_HEADER, API_VERSION);
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers });
  }

  /** An auth error in the shape the request's API version asks for. */
  authError(request: RecordedRequest, status: number, code: string, message: string): Response {
    return request.headers.get(API_VERSION_HEADER)
      ? this.json(request, status, { code, message })
      : this.json(request, status, { code: status, error_code: code, msg: message });
  }

  private bearerUser(request: RecordedRequest): FakeUser | undefined {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    return this.userById(this.accessTokens.get(token));
  }

  private async route(request: RecordedRequest): Promise<Response> {
    const { method, path, query } = request;
    const body = request.body ?? {};
    const key = `${method} ${path}`;

    if (path.startsWith('/rest/v1/')) return this.rest(request);

    switch (key) {
      case 'POST /auth/v1/signup': {
        const email = String(body.email ?? '');
        const password = String(body.password ?? '');
        if (!email) return this.authError(request, 400, 'validation_failed', 'Signup requires a valid password');
        if (password.length < 6) {
          return this.json(request, 422, { code: 'weak_password', message: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
        }
        const existing = this.users.get(email);
        if (existing) {
          if (this.autoConfirm) return this.authError(request, 422, 'user_already_exists', 'User already registered');
          return this.json(request, 200, { ...this.userJson({ ...existing, id: crypto.randomUUID() }), identities: [] });
        }
        const user = this.addUser(email, password, { metadata: (body.data as Record<string, unknown>) ?? {}, confirmed: this.autoConfirm });
        if (this.autoConfirm) return this.json(request, 200, this.session(user));
        this.flows.set(user.id, { userId: user.id, challenge: (body.code_challenge as string | null) ?? null, type: 'signup' });
        this.confirmationTokens.set(`pkce_${crypto.randomUUID().replace(/-/g, '')}`, user.id);
        return this.json(request, 200, { ...this.userJson(user), confirmation_sent_at: new Date().toISOString() });
      }

      case 'POST /auth/v1/token': {
        const grant = query.get('grant_type');
        if (grant === 'password') {
          const user = this.users.get(String(body.email ?? ''));
          if (!user || user.password !== body.password) return this.authError(request, 400, 'invalid_credentials', 'Invalid login credentials');
          if (!user.email_confirmed_at) return this.authError(request, 400, 'email_not_confirmed', 'Email not confirmed');
          return this.json(request, 200, this.session(user));
        }
        if (grant === 'refresh_token') {
          const token = String(body.refresh_token ?? '');
          const user = this.userById(this.refreshTokens.get(token));
          if (!user) return this.authError(request, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
          this.refreshTokens.delete(token);
          return this.json(request, 200, this.session(user));
        }
        if (grant === 'pkce') {
          const flow = this.authCodes.get(String(body.auth_code ?? ''));
          if (!flow) return this.authError(request, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
          if (flow.challenge && (await s256(String(body.code_verifier ?? ''))) !== flow.challenge) {
            return this.authError(request, 403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
          }
          this.authCodes.delete(String(body.auth_code));
          const user = this.userById(flow.userId);
          if (!user) return this.authError(request, 404, 'user_not_found', 'User not found');
          return this.json(request, 200, this.session(user));
        }
        return this.authError(request, 400, 'validation_failed', 'unsupported_grant_type');
      }

      case 'GET /auth/v1/user': {
        const user = this.bearerUser(request);
        if (!user) return this.authError(request, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
        return this.json(request, 200, this.userJson(user));
      }

      case 'PUT /auth/v1/user': {
        const user = this.bearerUser(request);
        if (!user) return this.authError(request, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
        if (typeof body.password === 'string') {
          if (body.password === user.password) {
            return this.authError(request, 422, 'same_password', 'New password should be different from the old password.');
          }
          if (body.password.length < 6) {
            return this.json(request, 422, { code: 'weak_password', message: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
          }
          user.password = body.password;
        }
        return this.json(request, 200, this.userJson(user));
      }

      case 'POST /auth/v1/logout': {
        const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
        const userId = this.accessTokens.get(token);
        if (!userId) return this.authError(request, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
        for (const [t, id] of this.accessTokens) if (id === userId) this.accessTokens.delete(t);
        for (const [t, id] of this.refreshTokens) if (id === userId) this.refreshTokens.delete(t);
        return this.json(request, 204, null);
      }

      case 'POST /auth/v1/recover': {
        const email = typeof body.email === 'string' ? body.email : '';
        if (!email) return this.authError(request, 422, 'validation_failed', 'Password recovery requires an email');
        const user = this.users.get(email);
        if (user) {
          this.flows.set(user.id, { userId: user.id, challenge: (body.code_challenge as string | null) ?? null, type: 'recovery' });
          this.recoveryTokens.set(`pkce_${crypto.randomUUID().replace(/-/g, '')}`, user.id);
        }
        return this.json(request, 200, {});
      }

      case 'POST /auth/v1/verify': {
        const hash = String(body.token_hash ?? '');
        const tokens = body.type === 'recovery' ? this.recoveryTokens : ['signup', 'invite', 'email'].includes(String(body.type)) ? this.confirmationTokens : undefined;
        const user = this.userById(tokens?.get(hash));
        if (!user) return this.authError(request, 403, 'otp_expired', 'Email link is invalid or has expired');
        tokens!.delete(hash);
        user.email_confirmed_at ??= new Date().toISOString();
        return this.json(request, 200, this.session(user));
      }

      default:
        return this.authError(request, 404, 'not_found', `no route ${key}`);
    }
  }

  /** GET /rest/v1/{table}?select=role&{column}=eq.{value}, answering a JSON array as PostgREST does. */
  private rest(request: RecordedRequest): Response {
    const table = request.path.slice('/rest/v1/'.length);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    if (request.method !== 'GET') return json(405, { code: 'PGRST000', message: 'method not allowed', details: null, hint: null });
    if (this.brokenTables.has(table)) {
      return json(404, { code: 'PGRST205', details: null, hint: null, message: `Could not find the table 'public.${table}' in the schema cache` });
    }
    const rows: Array<Record<string, unknown>> = table === 'user_roles' ? this.userRoles : table === 'users' ? this.usersTable : [];
    const filters = [...request.query].filter(([name]) => name !== 'select');
    const matching = rows.filter((row) => filters.every(([name, value]) => value.startsWith('eq.') && String(row[name]) === value.slice(3)));
    const columns = (request.query.get('select') ?? '*').split(',');
    return json(200, matching.map((row) => (columns.includes('*') ? row : Object.fromEntries(columns.map((c) => [c, row[c]])))));
  }
}
