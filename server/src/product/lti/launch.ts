import { decodeJwt } from 'jose';
import { LtiError, readLaunch, SCOPE, type LaunchMessage, type Platform } from '@assess/lti';
import type { LtiEngine, LtijsToken } from './ltijs.js';
import { serviceTokenOf } from './services.js';
import { accountOf, classOfCourse, enrol, personOfLaunch } from './accounts.js';
import { syncRoster } from './roster.js';
import {
  addLogin,
  assessmentTotals,
  deploymentKnown,
  isClassTeachersAssessment,
  loginKnown,
  platformsFor,
  recordLaunchOfLink,
  resourceLinkOf,
  saveLineItem,
  saveResourceLink,
  setForClass,
  useLoginOf,
  type Database,
} from './repository.js';

/** How long a login (its state and nonce) may take to come back as a launch. */
export const LOGIN_LIFETIME_SECONDS = 600;

/** The parameters of a third-party login initiation (LTI 1.3 Core, 5.1.1). */
export interface LoginInitiation {
  iss: string;
  login_hint: string;
  target_link_uri: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

export function readInitiation(params: Record<string, unknown>): LoginInitiation {
  const text = (name: string) => (typeof params[name] === 'string' && params[name] !== '' ? (params[name] as string) : undefined);
  for (const name of ['iss', 'login_hint', 'target_link_uri']) {
    if (!text(name)) {
      throw new LtiError('missing_parameter', `The login request is missing ${name}.`, "Check the tool's login URL in the platform; the platform must send iss, login_hint and target_link_uri.");
    }
  }
  return {
    iss: text('iss')!,
    login_hint: text('login_hint')!,
    target_link_uri: text('target_link_uri')!,
    ...(text('lti_message_hint') ? { lti_message_hint: text('lti_message_hint')! } : {}),
    ...(text('client_id') ? { client_id: text('client_id')! } : {}),
    ...(text('lti_deployment_id') ? { lti_deployment_id: text('lti_deployment_id')! } : {}),
  };
}

/**
 * Records the OpenID login ltijs has just started (its redirect to the platform's authorisation endpoint carries the
 * state and nonce it made), so that the launch must answer this very login, and so that a browser refusing the
 * state cookie in a frame can start the same login again in a window of its own.
 */
export async function recordLogin(db: Database, initiation: LoginInitiation, authorisationRedirect: string): Promise<void> {
  const sent = new URL(authorisationRedirect).searchParams;
  const state = sent.get('state');
  const nonce = sent.get('nonce');
  const candidates = await platformsFor(db, initiation.iss);
  const platform = candidates.find((candidate) => candidate.clientId === (sent.get('client_id') ?? initiation.client_id)) ?? candidates[0];
  if (!state || !nonce || !platform) return;
  await addLogin(db, { state: decodeURIComponent(state), nonce, platformId: platform.id, initiation }, LOGIN_LIFETIME_SECONDS * 6);
}

/** Refuses a login ltijs would not be able to start, before it starts one: with the reason, not a bare 400. */
export async function checkLogin(db: Database, initiation: LoginInitiation, launchUrl: string): Promise<void> {
  const candidates = await platformsFor(db, initiation.iss);
  if (candidates.length === 0) {
    throw new LtiError('unknown_issuer', `No platform with the issuer ${initiation.iss} is registered with Assess.`, 'Register the platform in Assess (dynamic or manual registration) with exactly this issuer.', 403);
  }
  if (initiation.client_id ? !candidates.some((candidate) => candidate.clientId === initiation.client_id) : candidates.length > 1) {
    throw new LtiError('unknown_client', `The client ID ${initiation.client_id ?? '(none sent)'} is not registered for ${initiation.iss}.`, "Check the platform's client ID in Assess; a platform registered more than once must send client_id with its logins.", 403);
  }
  if (new URL(initiation.target_link_uri, launchUrl).origin !== new URL(launchUrl).origin) {
    throw new LtiError('missing_parameter', 'The login asks to open an address that is not part of Assess.', `Set the tool's target link URI in the platform to ${launchUrl}.`);
  }
}

/** The login a launch answers, used up: a state is good once, within its lifetime. */
export async function useLogin(db: Database, state: string | undefined): Promise<{ nonce: string; initiation: LoginInitiation }> {
  if (!state) throw new LtiError('missing_parameter', 'The launch is missing its state.', "Check that the platform posts the state it was given back to the tool's launch URL.");
  const login = await useLoginOf<LoginInitiation>(db, state, LOGIN_LIFETIME_SECONDS);
  if (!login) {
    if (await loginKnown(db, state)) throw new LtiError('replayed_nonce', 'This launch was already used.', 'Launch again from the course; a launch can be used once only.', 401);
    throw new LtiError('bad_state', 'The launch does not answer a sign-in Assess started.', "Launch again from the course. Check that the platform's authorisation URL in Assess is right.", 401);
  }
  if (login.expired) throw new LtiError('state_expired', 'The sign-in for this launch took too long and has expired.', 'Launch again from the course.', 401);
  return login;
}

/** Who launched, as an Assess account and class, after the platform's token has been verified. */
export interface Launched {
  message: LaunchMessage;
  userId: string;
  classId?: string;
}

/**
 * Verifies a launch and brings Assess up to date with it: the user's account (found by platform and subject,
 * made on first launch), their role, the course's class and its roster.
 */
export async function acceptLaunch(
  db: Database,
  engine: LtiEngine,
  verified: { idToken: string; token: LtijsToken },
  nonce: string,
  log: { warn(details: object, message?: string): void },
): Promise<Launched> {
  const platform = (await platformsFor(db, verified.token.iss)).find((candidate) => candidate.clientId === verified.token.clientId);
  if (!platform) throw new LtiError('unknown_issuer', `No platform with the issuer ${verified.token.iss} is registered with Assess.`, 'Register the platform in Assess (dynamic or manual registration) with exactly this issuer.', 403);
  // ltijs has checked the signature, issuer, audience, age, the state cookie and that the nonce is new; the nonce
  // must also be the one this login sent, and the deployment one registered with Assess.
  const message = await readLaunch(decodeJwt(verified.idToken), platform, {
    expectedNonce: nonce,
    deploymentKnown: (known, deploymentId) => deploymentKnown(db, known, deploymentId),
  });
  const person = personOfLaunch(message);
  const launched = await db.transaction(async (tx) => {
    const userId = await accountOf(tx, message.platform, person);
    const classId = message.context
      ? await classOfCourse(tx, message.platform, message.context, message.role === 'teacher' ? userId : undefined, message.nrpsUrl)
      : undefined;
    if (classId && message.role === 'student') await enrol(tx, classId, userId, person);
    return { message, userId, ...(classId ? { classId } : {}) };
  });
  if (launched.classId && message.context && message.nrpsUrl) {
    // The roster is a convenience for the teacher: a platform that will not list its members still launches.
    await syncRoster(db, engine, message.platform, message.context.id).catch((error: unknown) => log.warn({ err: (error as Error).message }, 'course roster not read'));
  }
  return launched;
}

/** The assessment a resource link opens: the one it was placed with, or the one a teacher chose for it. */
export async function assessmentOfLink(db: Database, launched: Launched): Promise<string | undefined> {
  const { message } = launched;
  const linkId = message.resourceLink!.id;
  const linked = (await resourceLinkOf(db, message.platform.id, linkId))?.assessment_id;
  if (linked) return linked;
  const placed = message.custom['assessment_id'];
  if (!placed || !launched.classId) return undefined;
  // A placed assessment is one of the course teacher's own, as deep linking offers; any other id is refused.
  if (!(await isClassTeachersAssessment(db, placed, launched.classId))) return undefined;
  await linkResource(db, message, placed, launched.classId);
  return placed;
}

/** Records which assessment a resource link opens and sets it for the course's class. */
export async function linkResource(db: Database, message: LaunchMessage, assessmentId: string, classId: string | undefined): Promise<void> {
  await saveResourceLink(db, { platformId: message.platform.id, linkId: message.resourceLink!.id, contextId: message.context?.id ?? null, assessmentId });
  if (classId) await setForClass(db, classId, assessmentId);
}

/** Records that a user launched a resource link: their released scores go to that link's line item. */
export async function recordLinkLaunch(db: Database, message: LaunchMessage, userId: string): Promise<void> {
  await recordLaunchOfLink(db, message.platform.id, message.resourceLink!.id, userId);
}

/**
 * Keeps the link's line item (AGS): the one the launch names, else the one the platform lists for the link, made
 * when there is none. Without the line item service the link simply has no gradebook column.
 */
export async function keepLineItem(db: Database, engine: LtiEngine, message: LaunchMessage, assessmentId: string, log: { warn(details: object, message?: string): void }): Promise<void> {
  const linkId = message.resourceLink!.id;
  let lineitemUrl = message.ags?.lineitem;
  if (!lineitemUrl && message.ags?.lineitems && message.ags.scope.includes(SCOPE.lineItem)) {
    if ((await resourceLinkOf(db, message.platform.id, linkId))?.lineitem_url) return;
    const assessment = await assessmentTotals(db, assessmentId);
    try {
      const provider = await engine.provider();
      const token = serviceTokenOf(message.platform, { lineitems: message.ags.lineitems, resourceLinkId: linkId });
      // One access token with the line item scope for both calls: ltijs would list with lineitem.readonly, which a
      // platform that granted the tool the full line item scope need not accept.
      const platform = await provider.getPlatform(message.platform.issuer, message.platform.clientId);
      if (!platform) throw new Error('The platform is not registered with the LTI provider.');
      const accessToken = await platform.platformAccessToken(SCOPE.lineItem);
      const listed = await provider.Grade.getLineItems(token, { resourceLinkId: true }, accessToken);
      const item =
        listed.lineItems[0] ??
        (await provider.Grade.createLineItem(
          token,
          { label: assessment?.title ?? 'Assess assessment', scoreMaximum: Number(assessment?.total_marks ?? 100) || 100, resourceId: assessmentId },
          { resourceLinkId: true },
          accessToken,
        ));
      lineitemUrl = item.id;
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'line item not made');
      return;
    }
  }
  if (!lineitemUrl) return;
  await saveLineItem(db, message.platform.id, linkId, lineitemUrl);
}

export type { Platform };
