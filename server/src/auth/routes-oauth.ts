import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthContext } from './context.js';
import { AuthError, errors, sendAuthError } from './errors.js';
import { GoogleClient, newCodeVerifier, type GoogleProfile } from './google.js';
import { dropPendingSignUps } from './confirm.js';
import { createFlowState, issueAuthCode, pkceFromBody } from './links.js';
import { limitByIp, queryOf } from './request.js';
import { safeRedirect, withParams } from './redirects.js';
import { issueSession } from './sessions.js';
import { randomToken } from './tokens.js';
import { createUser, findUserByEmail } from './users.js';
import type { Queryable } from '../db/index.js';

/** Query parameters of /authorize passed on to Google (supabase-js sends them as queryParams). */
const FORWARDED = ['access_type', 'prompt', 'login_hint', 'hd'];

interface FlowRow {
  id: string;
  code_challenge: string | null;
  provider_code_verifier: string;
  redirect_to: string;
  created_at: Date;
}

/** How long a visit to the provider may take. */
const OAUTH_FLOW_LIFETIME_MS = 10 * 60 * 1000;

function metadataFrom(profile: GoogleProfile, issuer: string): Record<string, unknown> {
  const { claims } = profile;
  const name = typeof claims.name === 'string' ? claims.name : undefined;
  return {
    iss: issuer,
    sub: profile.sub,
    provider_id: profile.sub,
    email: profile.email,
    email_verified: profile.emailVerified,
    phone_verified: false,
    ...(name ? { name, full_name: name } : {}),
    ...(typeof claims.given_name === 'string' ? { given_name: claims.given_name, first_name: claims.given_name } : {}),
    ...(typeof claims.family_name === 'string' ? { family_name: claims.family_name, last_name: claims.family_name } : {}),
    ...(typeof claims.picture === 'string' ? { picture: claims.picture, avatar_url: claims.picture } : {}),
  };
}

/** Finds the account for a Google identity: by identity, else by verified address (linking it), else a new student. */
async function userForProfile(tx: Queryable, profile: GoogleProfile, issuer: string): Promise<string> {
  const metadata = metadataFrom(profile, issuer);
  const { rows } = await tx.query<{ user_id: string }>(
    `UPDATE auth.identities SET identity_data = $3, last_sign_in_at = now(), updated_at = now()
     WHERE provider = $1 AND provider_id = $2 RETURNING user_id`,
    [ 'google', profile.sub, metadata ],
  );
  if (rows[0]) return rows[0].user_id;
  if (!profile.emailVerified) throw errors.validation('Unverified email with google. A confirmation email has not been sent.');
  const existing = await findUserByEmail(tx, profile.email);
  if (existing) {
    if (!existing.email_confirmed_at) {
      // Whoever signed the address up with a password never proved they hold it: Google just did, so that
      // password (and every sign-up still waiting on the address) goes, and only the Google account gets in.
      await dropPendingSignUps(tx, existing.id);
      await tx.query('UPDATE auth.users SET encrypted_password = NULL WHERE id = $1', [existing.id]);
    }
    await tx.query(
      `INSERT INTO auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at) VALUES ($1, 'google', $2, $3, now())`,
      [existing.id, profile.sub, metadata],
    );
    await tx.query(
      `UPDATE auth.users SET email_confirmed_at = COALESCE(email_confirmed_at, now()),
         raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
           (SELECT to_jsonb(array_agg(DISTINCT provider)) FROM auth.identities WHERE user_id = $1)),
         updated_at = now()
       WHERE id = $1`,
      [existing.id],
    );
    return existing.id;
  }
  const user = await createUser(tx, {
    email: profile.email,
    passwordHash: null,
    userMetadata: metadata,
    provider: 'google',
    providerId: profile.sub,
    identityData: metadata,
    confirmed: true,
  });
  return user.id;
}

export function registerOAuthRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const google = ctx.config.google ? new GoogleClient(ctx.config.google, `${ctx.config.publicUrl}/auth/v1/callback`) : undefined;

  app.get('/authorize', async (request, reply) => {
    const query = queryOf(request);
    if (query.provider !== 'google' || !google) return sendAuthError(request, reply, errors.providerDisabled());
    await limitByIp(ctx, request, 'authorize');
    const pkce = pkceFromBody(query);
    const state = randomToken();
    const codeVerifier = newCodeVerifier();
    const redirectTo = safeRedirect(ctx.config, query.redirect_to);
    await createFlowState(ctx.db, {
      pkce,
      authenticationMethod: 'oauth',
      providerType: 'google',
      oauthState: state,
      providerCodeVerifier: codeVerifier,
      redirectTo,
    });
    const extra = Object.fromEntries(FORWARDED.flatMap((key) => (query[key] ? [[key, query[key]!]] : [])));
    let target: string;
    try {
      target = await google.authorizationUrl({ state, codeVerifier, scopes: query.scopes ?? '', extra });
    } catch (error) {
      // The browser came here by a link: send it back to the app with the error, as the callback does, not to a
      // page of JSON.
      ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'google sign-in could not start');
      const params = { error: 'server_error', error_code: 'unexpected_failure', error_description: 'Google sign-in is not available right now' };
      return reply.redirect(withParams(redirectTo, pkce ? params : {}, params), 303);
    }
    return reply.redirect(target, 302);
  });

  app.get('/callback', async (request, reply) => {
    const query = queryOf(request);
    const fallback = ctx.config.siteUrl;
    const flowRows = query.state
      ? (
          await ctx.db.query<FlowRow & Record<string, unknown>>(
            // The state is single-use: clearing it makes a replayed callback fail.
            `UPDATE auth.flow_state SET oauth_state = NULL WHERE oauth_state = $1
             RETURNING id, code_challenge, provider_code_verifier, redirect_to, created_at`,
            [query.state],
          )
        ).rows
      : [];
    const flow = flowRows[0];
    const fail = (target: string, error: string, code: string, description: string, pkce: boolean): FastifyReply => {
      const params = { error, error_code: code, error_description: description };
      return reply.redirect(withParams(target, pkce ? params : {}, params), 303);
    };
    if (!google || !flow || new Date(flow.created_at).getTime() + OAUTH_FLOW_LIFETIME_MS < Date.now()) {
      return fail(fallback, 'invalid_request', 'bad_oauth_state', 'OAuth state parameter missing or invalid', true);
    }
    const pkce = Boolean(flow.code_challenge);
    // Checked again here, not only at /authorize: the allow list may have changed since, and tokens go there.
    const returnTo = safeRedirect(ctx.config, flow.redirect_to);
    if (query.error) {
      return fail(returnTo, query.error, 'oauth_provider_error', query.error_description ?? query.error, pkce);
    }
    try {
      const current = new URL(request.url, ctx.config.publicUrl);
      const profile = await google.profile(current, query.state!, flow.provider_code_verifier);
      const target = await ctx.db.transaction(async (tx) => {
        const userId = await userForProfile(tx, profile, ctx.config.google!.issuer);
        if (pkce) return withParams(returnTo, { code: await issueAuthCode(tx, flow.id, userId) });
        await tx.query('DELETE FROM auth.flow_state WHERE id = $1', [flow.id]);
        const session = await issueSession(ctx, tx, userId, 'oauth');
        return withParams(returnTo, {}, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
        });
      });
      return reply.redirect(target, 303);
    } catch (error) {
      if (error instanceof AuthError) return fail(returnTo, 'access_denied', error.code, error.message, pkce);
      ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'google sign-in failed');
      return fail(returnTo, 'server_error', 'unexpected_failure', 'Unable to exchange external code', pkce);
    }
  });
}
