import type { JWTPayload } from 'jose';
import { assessRoleOf, CLAIM, DEEP_LINKING_REQUEST, RESOURCE_LINK_REQUEST, type AssessRole } from './claims.js';
import { LtiError } from './errors.js';

/** A platform registered with the tool (an LMS: its issuer and our client id there, with its endpoints). */
export interface Platform {
  id: string;
  issuer: string;
  clientId: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  name: string;
}

/** What a verified launch says, in the tool's terms. */
export interface LaunchMessage {
  platform: Platform;
  messageType: typeof RESOURCE_LINK_REQUEST | typeof DEEP_LINKING_REQUEST;
  deploymentId: string;
  subject: string;
  name: string;
  givenName?: string;
  familyName?: string;
  email?: string;
  roles: string[];
  role: AssessRole;
  context?: { id: string; title?: string; label?: string };
  resourceLink?: { id: string; title?: string };
  custom: Record<string, string>;
  ags?: { lineitem?: string; lineitems?: string; scope: string[] };
  nrpsUrl?: string;
  deepLinking?: { returnUrl: string; acceptTypes: string[]; data?: string };
  /** Where the platform's own page is, to leave the frame for (launch_presentation.return_url). */
  returnUrl?: string;
}

export interface VerifyOptions {
  deploymentKnown(platform: Platform, deploymentId: string): Promise<boolean>;
  /** The nonce the tool sent with this launch's login (from its state). */
  expectedNonce: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function missing(claim: string): LtiError {
  return new LtiError(
    'missing_claim',
    `The launch is missing the ${claim} claim.`,
    'Check that the platform sends LTI 1.3 launches for this tool (the claim is required) and that the tool is not set to LTI 1.1.',
  );
}

/**
 * What a launch token says, once its signature, issuer, audience and age have been verified (by ltijs):
 * the nonce of this login, the LTI claims, and a deployment registered for the platform.
 */
export async function readLaunch(payload: JWTPayload, platform: Platform, options: VerifyOptions): Promise<LaunchMessage> {
  const issuer = platform.issuer;
  if (payload['nonce'] !== options.expectedNonce) {
    throw new LtiError('replayed_nonce', 'The launch token was already used or does not answer this sign-in.', 'Launch again from the course; a launch can be used once only.', 401);
  }
  if (payload[CLAIM.version] !== '1.3.0') throw missing(`${CLAIM.version} (1.3.0)`);
  const messageType = payload[CLAIM.messageType];
  if (messageType !== RESOURCE_LINK_REQUEST && messageType !== DEEP_LINKING_REQUEST) {
    if (messageType === undefined) throw missing(CLAIM.messageType);
    throw new LtiError('unsupported_message', `Assess does not handle ${String(messageType)} messages.`, 'Assess handles resource link launches and deep linking requests.');
  }
  const deploymentId = text(payload[CLAIM.deploymentId]);
  if (!deploymentId) throw missing(CLAIM.deploymentId);
  if (!(await options.deploymentKnown(platform, deploymentId))) {
    throw new LtiError('unknown_deployment', `The deployment ${deploymentId} of ${issuer} is not registered with Assess.`, 'Add this deployment ID to the platform in Assess, or launch from a deployment that is registered.', 403);
  }
  const subject = text(payload.sub);
  if (!subject) throw missing('sub');
  const roles = payload[CLAIM.roles];
  if (!Array.isArray(roles)) throw missing(CLAIM.roles);

  const context = payload[CLAIM.context] as { id?: unknown; title?: unknown; label?: unknown } | undefined;
  const resourceLink = payload[CLAIM.resourceLink] as { id?: unknown; title?: unknown } | undefined;
  if (messageType === RESOURCE_LINK_REQUEST && !text(resourceLink?.id)) throw missing(`${CLAIM.resourceLink} (id)`);
  const settings = payload[CLAIM.deepLinkingSettings] as { deep_link_return_url?: unknown; accept_types?: unknown; data?: unknown } | undefined;
  if (messageType === DEEP_LINKING_REQUEST && !text(settings?.deep_link_return_url)) throw missing(`${CLAIM.deepLinkingSettings} (deep_link_return_url)`);
  const ags = payload[CLAIM.ags] as { lineitem?: unknown; lineitems?: unknown; scope?: unknown } | undefined;
  const nrps = payload[CLAIM.nrps] as { context_memberships_url?: unknown } | undefined;
  const presentation = payload[CLAIM.launchPresentation] as { return_url?: unknown } | undefined;
  const custom = Object.fromEntries(
    Object.entries((payload[CLAIM.custom] as Record<string, unknown> | undefined) ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const givenName = text(payload['given_name']);
  const familyName = text(payload['family_name']);
  const email = text(payload['email']);

  return {
    platform,
    messageType,
    deploymentId,
    subject,
    name: text(payload['name']) ?? ([givenName, familyName].filter(Boolean).join(' ') || email || 'Course member'),
    ...(givenName ? { givenName } : {}),
    ...(familyName ? { familyName } : {}),
    ...(email ? { email } : {}),
    roles: roles.filter((role): role is string => typeof role === 'string'),
    role: assessRoleOf(roles.filter((role): role is string => typeof role === 'string')),
    ...(text(context?.id) ? { context: { id: text(context?.id)!, ...(text(context?.title) ? { title: text(context?.title)! } : {}), ...(text(context?.label) ? { label: text(context?.label)! } : {}) } } : {}),
    ...(text(resourceLink?.id) ? { resourceLink: { id: text(resourceLink?.id)!, ...(text(resourceLink?.title) ? { title: text(resourceLink?.title)! } : {}) } } : {}),
    custom,
    ...(ags
      ? {
          ags: {
            ...(text(ags.lineitem) ? { lineitem: text(ags.lineitem)! } : {}),
            ...(text(ags.lineitems) ? { lineitems: text(ags.lineitems)! } : {}),
            scope: Array.isArray(ags.scope) ? ags.scope.filter((scope): scope is string => typeof scope === 'string') : [],
          },
        }
      : {}),
    ...(text(nrps?.context_memberships_url) ? { nrpsUrl: text(nrps?.context_memberships_url)! } : {}),
    ...(settings && text(settings.deep_link_return_url)
      ? {
          deepLinking: {
            returnUrl: text(settings.deep_link_return_url)!,
            acceptTypes: Array.isArray(settings.accept_types) ? settings.accept_types.filter((type): type is string => typeof type === 'string') : [],
            ...(text(settings.data) ? { data: text(settings.data)! } : {}),
          },
        }
      : {}),
    ...(text(presentation?.return_url) ? { returnUrl: text(presentation?.return_url)! } : {}),
  };
}

/** A member of a course, as the platform's membership list (NRPS 2.0) gives it. */
export interface Member {
  user_id: string;
  status?: 'Active' | 'Inactive' | 'Deleted';
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  roles: string[];
}
