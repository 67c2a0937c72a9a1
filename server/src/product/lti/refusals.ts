import { decodeJwt } from 'jose';
import { LtiError } from '@assess/lti';
import type { LtijsOutcome } from './ltijs.js';
import { platformsFor, type Queryable } from './repository.js';

const CHECK_REGISTRATION = "Check that the platform's issuer, client ID and key set URL in Assess match the platform's own settings for this tool.";

const MISSING_CLAIMS: Record<string, string> = {
  NO_MESSAGE_TYPE_CLAIM: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  NO_TARGET_LINK_URI_CLAIM: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  NO_RESOURCE_LINK_ID_CLAIM: 'https://purl.imsglobal.org/spec/lti/claim/resource_link (id)',
  NO_LTI_VERSION_CLAIM: 'https://purl.imsglobal.org/spec/lti/claim/version',
  WRONG_LTI_VERSION_CLAIM: 'https://purl.imsglobal.org/spec/lti/claim/version (1.3.0)',
  NO_DEPLOYMENT_ID_CLAIM: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  NO_SUB_CLAIM: 'sub',
  NO_ROLES_CLAIM: 'https://purl.imsglobal.org/spec/lti/claim/roles',
};

function issuerOf(idToken: string | undefined): string | undefined {
  try {
    const iss = idToken ? decodeJwt(idToken).iss : undefined;
    return typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}

/** Our refusal, with what to check, for what ltijs refused (its error messages are codes such as NONCE_ALREADY_RECEIVED). */
export async function refusalOf(outcome: Exclude<LtijsOutcome, { kind: 'launch' }>, db: Queryable, idToken?: string): Promise<LtiError> {
  if (outcome.kind === 'unregistered') {
    return new LtiError('unknown_issuer', `No platform with the issuer ${outcome.issuer} is registered with Assess.`, 'Register the platform in Assess (dynamic or manual registration) with exactly this issuer.', 403);
  }
  if (outcome.kind === 'inactive') {
    return new LtiError('unknown_client', 'The platform is registered with Assess but not active.', 'Register the platform in Assess again.', 403);
  }
  const reason = outcome.reason;
  const claim = MISSING_CLAIMS[reason];
  if (claim) {
    return new LtiError('missing_claim', `The launch is missing the ${claim} claim.`, 'Check that the platform sends LTI 1.3 launches for this tool (the claim is required) and that the tool is not set to LTI 1.1.');
  }
  switch (reason) {
    case 'NONCE_ALREADY_RECEIVED':
      return new LtiError('replayed_nonce', 'The launch token was already used or does not answer this sign-in.', 'Launch again from the course; a launch can be used once only.', 401);
    case 'jwt expired':
    case 'TOKEN_TOO_OLD':
      return new LtiError('expired_token', 'The launch token has expired.', "Launch again from the course. If it keeps happening, check that the platform server's clock is right.", 401);
    case 'ISS_CLAIM_DOES_NOT_MATCH':
      return new LtiError('bad_state', 'The launch does not answer a sign-in Assess started.', "Launch again from the course. Check that the platform's authorisation URL in Assess is right.", 401);
    case 'AZP_DOES_NOT_MATCH_CLIENTID':
      return new LtiError('wrong_audience', 'The launch is meant for a client ID that is not registered for this platform.', CHECK_REGISTRATION, 403);
    case 'UNREGISTERED_PLATFORM': {
      const issuer = issuerOf(idToken);
      if (issuer && (await platformsFor(db, issuer)).length > 0) {
        return new LtiError('wrong_audience', `The launch is meant for a client ID that is not registered for ${issuer}.`, CHECK_REGISTRATION, 403);
      }
      return new LtiError('unknown_issuer', `No platform with the issuer ${issuer ?? '(none)'} is registered with Assess.`, 'Register the platform in Assess (dynamic or manual registration) with exactly this issuer.', 403);
    }
    case 'PLATFORM_NOT_ACTIVATED':
      return new LtiError('unknown_client', 'The platform is registered with Assess but not active.', 'Register the platform in Assess again.', 403);
    case 'INVALID_JWT_RECEIVED':
      return new LtiError('bad_signature', 'The launch token is not a valid JSON Web Token.', "Check that the platform posts its signed id_token to the tool's launch URL.");
    case 'KEYSET_NOT_FOUND':
    case 'KID_NOT_FOUND':
    case 'KEY_NOT_FOUND':
    case 'invalid signature':
      return new LtiError('bad_signature', "The launch token's signature does not match the platform's key set.", CHECK_REGISTRATION, 401);
    default:
      if (/^(Response code|getaddrinfo|connect )/.test(reason)) {
        return new LtiError('bad_signature', "The platform's key set could not be read.", "Check that the key set URL is right and reachable from the Assess server.", 502);
      }
      return new LtiError('bad_signature', `The launch token could not be verified (${reason}).`, CHECK_REGISTRATION, 401);
  }
}
