import * as oidc from 'openid-client';
import type { GoogleConfig } from '../config/index.js';

export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  claims: Record<string, unknown>;
}

/** Google (or any OpenID provider standing in for it) through openid-client, discovered once. */
export class GoogleClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly settings: GoogleConfig,
    readonly callbackUrl: string,
  ) {}

  private discover(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        undefined,
        oidc.ClientSecretPost(this.settings.clientSecret),
        this.settings.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async authorizationUrl(input: { state: string; codeVerifier: string; scopes: string; extra: Record<string, string> }): Promise<string> {
    const config = await this.discover();
    const scope = ['openid', 'email', 'profile', ...input.scopes.split(/[\s,]+/).filter(Boolean)];
    return oidc
      .buildAuthorizationUrl(config, {
        ...input.extra,
        redirect_uri: this.callbackUrl,
        scope: [...new Set(scope)].join(' '),
        state: input.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  async profile(callbackUrl: URL, state: string, codeVerifier: string): Promise<GoogleProfile> {
    const config = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: codeVerifier, expectedState: state });
    const claims = { ...(tokens.claims() ?? {}) } as Record<string, unknown>;
    if (typeof claims.email !== 'string' && tokens.access_token) {
      Object.assign(claims, await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub)));
    }
    if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') {
      throw new Error('The identity provider returned no subject or e-mail address');
    }
    return { sub: claims.sub, email: claims.email.toLowerCase(), emailVerified: claims.email_verified === true, claims };
  }
}

export const newCodeVerifier = (): string => oidc.randomPKCECodeVerifier();
