import { LtiError, type Platform } from '@assess/lti';
import type { LtiEngine } from './ltijs.js';
import { addDeployments, addDynamicPlatform, removePlatform, saveManualPlatform, type PlatformFields, type Queryable } from './repository.js';

// A platform is kept twice: Assess keeps its deployments and its place in courses (the repository), and ltijs keeps
// it too (its key pair for this platform, its key set URL, its endpoints): it verifies the launches and signs the
// tool's messages and service requests.

async function registerWithProvider(engine: LtiEngine, fields: PlatformFields): Promise<void> {
  const provider = await engine.provider();
  await provider.registerPlatform({
    url: fields.issuer,
    name: fields.name,
    clientId: fields.clientId,
    authenticationEndpoint: fields.authUrl,
    accesstokenEndpoint: fields.tokenUrl,
    authConfig: { method: 'JWK_SET', key: fields.jwksUrl },
  });
}

/** Adds a platform, or updates the one with the same issuer and client ID, with its deployments: an administrator's act. */
export async function savePlatform(db: Queryable, engine: LtiEngine, fields: PlatformFields): Promise<Platform> {
  await registerWithProvider(engine, fields);
  const platform = await saveManualPlatform(db, fields);
  await addDeployments(db, platform, fields.deploymentIds);
  return platform;
}

/**
 * Adds a platform that registered itself (dynamic registration). A registration never changes a platform already
 * registered (its login URL and key set decide who may sign in): only an administrator edits or removes one.
 */
export async function addRegisteredPlatform(db: Queryable, engine: LtiEngine, fields: PlatformFields): Promise<Platform> {
  const platform = await addDynamicPlatform(db, fields);
  if (!platform) {
    throw new LtiError(
      'platform_exists',
      `A platform with the issuer ${fields.issuer} and client ID ${fields.clientId} is already registered with Assess; a registration does not change it.`,
      'An Assess administrator edits or removes the registered platform on the LTI page of Assess (/lti/admin); register again only after removing it.',
      409,
    );
  }
  try {
    await registerWithProvider(engine, fields);
  } catch (error) {
    await removePlatform(db, platform.id);
    throw error;
  }
  await addDeployments(db, platform, fields.deploymentIds);
  return platform;
}

export async function deletePlatform(db: Queryable, engine: LtiEngine, id: string): Promise<boolean> {
  const removed = await removePlatform(db, id);
  if (removed) await (await engine.provider()).deletePlatform(removed.issuer, removed.client_id);
  return removed !== undefined;
}
