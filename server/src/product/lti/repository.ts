import { LtiError, type Platform } from '@assess/lti';
import type { LtiEngine } from './ltijs.js';
import type { Queryable } from '../../db/index.js';

type PlatformRow = {
  id: string;
  name: string;
  issuer: string;
  client_id: string;
  auth_url: string;
  token_url: string;
  jwks_url: string;
  registered_via: 'dynamic' | 'manual';
  created_at: string;
};

const platformOf = (row: PlatformRow): Platform => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.client_id,
  authUrl: row.auth_url,
  tokenUrl: row.token_url,
  jwksUrl: row.jwks_url,
});

export async function platformsFor(db: Queryable, issuer: string): Promise<Platform[]> {
  const { rows } = await db.query<PlatformRow>('SELECT * FROM lti_platforms WHERE issuer = $1 ORDER BY created_at', [issuer]);
  return rows.map(platformOf);
}

export async function platformById(db: Queryable, id: string): Promise<Platform | undefined> {
  const { rows } = await db.query<PlatformRow>('SELECT * FROM lti_platforms WHERE id = $1', [id]);
  return rows[0] && platformOf(rows[0]);
}

export interface PlatformFields {
  name: string;
  issuer: string;
  clientId: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  deploymentIds: string[];
}

async function registerWithProvider(engine: LtiEngine, fields: PlatformFields): Promise<void> {
  // ltijs keeps the platform too (its key pair for this platform, its key set URL, its endpoints): it verifies the
  // launches and signs the tool's messages and service requests. Assess keeps its deployments and its place in courses.
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

async function addDeployments(db: Queryable, platform: Platform, deploymentIds: string[]): Promise<void> {
  for (const deploymentId of deploymentIds) {
    await db.query('INSERT INTO lti_deployments (platform_id, deployment_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [platform.id, deploymentId]);
  }
}

/** Adds a platform, or updates the one with the same issuer and client ID, with its deployments: an administrator's act. */
export async function savePlatform(db: Queryable, engine: LtiEngine, fields: PlatformFields): Promise<Platform> {
  await registerWithProvider(engine, fields);
  const { rows } = await db.query<PlatformRow>(
    `INSERT INTO lti_platforms (name, issuer, client_id, auth_url, token_url, jwks_url, registered_via)
     VALUES ($1, $2, $3, $4, $5, $6, 'manual')
     ON CONFLICT (issuer, client_id) DO UPDATE SET name = EXCLUDED.name, auth_url = EXCLUDED.auth_url,
       token_url = EXCLUDED.token_url, jwks_url = EXCLUDED.jwks_url
     RETURNING *`,
    [fields.name, fields.issuer, fields.clientId, fields.authUrl, fields.tokenUrl, fields.jwksUrl],
  );
  const platform = platformOf(rows[0]!);
  await addDeployments(db, platform, fields.deploymentIds);
  return platform;
}

/**
 * Adds a platform that registered itself (dynamic registration). A registration never changes a platform already
 * registered (its login URL and key set decide who may sign in): only an administrator edits or removes one.
 */
export async function addRegisteredPlatform(db: Queryable, engine: LtiEngine, fields: PlatformFields): Promise<Platform> {
  const { rows } = await db.query<PlatformRow>(
    `INSERT INTO lti_platforms (name, issuer, client_id, auth_url, token_url, jwks_url, registered_via)
     VALUES ($1, $2, $3, $4, $5, $6, 'dynamic')
     ON CONFLICT (issuer, client_id) DO NOTHING
     RETURNING *`,
    [fields.name, fields.issuer, fields.clientId, fields.authUrl, fields.tokenUrl, fields.jwksUrl],
  );
  if (!rows[0]) {
    throw new LtiError(
      'platform_exists',
      `A platform with the issuer ${fields.issuer} and client ID ${fields.clientId} is already registered with Assess; a registration does not change it.`,
      'An Assess administrator edits or removes the registered platform on the LTI page of Assess (/lti/admin); register again only after removing it.',
      409,
    );
  }
  const platform = platformOf(rows[0]);
  try {
    await registerWithProvider(engine, fields);
  } catch (error) {
    await db.query('DELETE FROM lti_platforms WHERE id = $1', [platform.id]);
    throw error;
  }
  await addDeployments(db, platform, fields.deploymentIds);
  return platform;
}

export async function deploymentKnown(db: Queryable, platform: Platform, deploymentId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM lti_deployments WHERE platform_id = $1 AND deployment_id = $2', [platform.id, deploymentId]);
  return rows.length > 0;
}

export type PlatformListing = PlatformRow & { deployment_ids: string[] };

export async function listPlatforms(db: Queryable): Promise<PlatformListing[]> {
  const { rows } = await db.query<PlatformListing>(
    `SELECT p.id, p.name, p.issuer, p.client_id, p.auth_url, p.token_url, p.jwks_url, p.registered_via,
       COALESCE(array_agg(d.deployment_id ORDER BY d.created_at) FILTER (WHERE d.deployment_id IS NOT NULL), '{}') AS deployment_ids,
       to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
     FROM lti_platforms p LEFT JOIN lti_deployments d ON d.platform_id = p.id
     GROUP BY p.id ORDER BY p.created_at`,
  );
  return rows;
}

export async function deletePlatform(db: Queryable, engine: LtiEngine, id: string): Promise<boolean> {
  const { rows } = await db.query<{ issuer: string; client_id: string }>('DELETE FROM lti_platforms WHERE id = $1 RETURNING issuer, client_id', [id]);
  if (rows[0]) await (await engine.provider()).deletePlatform(rows[0].issuer, rows[0].client_id);
  return rows.length > 0;
}

/** The origins of every registered platform: the pages that may show Assess in a frame. */
export async function platformOrigins(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ issuer: string; auth_url: string }>('SELECT issuer, auth_url FROM lti_platforms');
  const origins = new Set<string>();
  for (const row of rows) {
    for (const value of [row.issuer, row.auth_url]) if (URL.canParse(value)) origins.add(new URL(value).origin);
  }
  return [...origins];
}

// What the launcher's pages show of the rest of Assess.

/** An assessment a teacher may choose for a course link: their own, made by upload or by the generator. */
export type Choice = {
  id: string;
  title: string;
  total_marks: number | null;
  status: string;
};

/** The assessments a teacher may choose for a course link, the newest first. */
export async function choicesOf(db: Queryable, userId: string): Promise<Choice[]> {
  const { rows } = await db.query<Choice>(
    `SELECT id, title, total_marks::float8 AS total_marks, status FROM assessments
     WHERE creator_id = $1 AND source IN ('upload', 'ai_generated') ORDER BY created_at DESC LIMIT 200`,
    [userId],
  );
  return rows;
}

export async function assessmentTitle(db: Queryable, assessmentId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ title: string }>('SELECT title FROM assessments WHERE id = $1', [assessmentId]);
  return rows[0]?.title;
}

export async function className(db: Queryable, classId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM classes WHERE id = $1', [classId]);
  return rows[0]?.name;
}

/** The account's e-mail address (null for an account without one); undefined when there is no such account. */
export async function accountEmail(db: Queryable, userId: string): Promise<{ email: string | null } | undefined> {
  const { rows } = await db.query<{ email: string | null }>('SELECT email FROM auth.users WHERE id = $1', [userId]);
  return rows[0];
}

/** The student whose submission a gradebook passback sends. */
export async function studentOfPassback(db: Queryable, passbackId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ student_id: string }>(
    'SELECT sa.student_id FROM lti_grade_passbacks p JOIN student_assessments sa ON sa.id = p.student_assessment_id WHERE p.id = $1',
    [passbackId],
  );
  return rows[0]?.student_id;
}

/** A passback to be sent again: pending, its last error cleared. */
export async function markPassbackPending(db: Queryable, passbackId: string): Promise<void> {
  await db.query(`UPDATE lti_grade_passbacks SET status = 'pending', last_error = NULL, updated_at = now() WHERE id = $1`, [passbackId]);
}

// Logins, resource links and their launches.

/** Records a login's state and nonce (and forgets logins long past their lifetime). */
export async function addLogin(db: Queryable, login: { state: string; nonce: string; platformId: string; initiation: object }, keepSeconds: number): Promise<void> {
  await db.query('DELETE FROM lti_logins WHERE created_at < now() - make_interval(secs => $1)', [keepSeconds]);
  await db.query('INSERT INTO lti_logins (state, nonce, platform_id, initiation) VALUES ($1, $2, $3, $4)', [login.state, login.nonce, login.platformId, login.initiation]);
}

/** Uses up the login of this state (once only): its nonce, its initiation and whether it outlived its lifetime. */
export async function useLoginOf<Initiation>(db: Queryable, state: string, lifetimeSeconds: number): Promise<{ nonce: string; initiation: Initiation; expired: boolean } | undefined> {
  const { rows } = await db.query<{ nonce: string; initiation: Initiation; expired: boolean }>(
    `UPDATE lti_logins SET used_at = now() WHERE state = $1 AND used_at IS NULL
     RETURNING nonce, initiation, created_at < now() - make_interval(secs => $2) AS expired`,
    [state, lifetimeSeconds],
  );
  return rows[0];
}

export async function loginKnown(db: Queryable, state: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM lti_logins WHERE state = $1', [state]);
  return rows.length > 0;
}

/** A resource link's assessment and line item, where the link is known. */
export async function resourceLinkOf(db: Queryable, platformId: string, linkId: string): Promise<{ assessment_id: string | null; lineitem_url: string | null } | undefined> {
  const { rows } = await db.query<{ assessment_id: string | null; lineitem_url: string | null }>(
    'SELECT assessment_id, lineitem_url FROM lti_resource_links WHERE platform_id = $1 AND resource_link_id = $2',
    [platformId, linkId],
  );
  return rows[0];
}

/** Whether the assessment (an id as the platform sent it) is one of the class teacher's own. */
export async function isClassTeachersAssessment(db: Queryable, assessmentId: string, classId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM assessments a JOIN classes c ON c.teacher_id = a.creator_id WHERE a.id::text = $1 AND c.id = $2', [assessmentId, classId]);
  return rows.length > 0;
}

export async function saveResourceLink(db: Queryable, link: { platformId: string; linkId: string; contextId: string | null; assessmentId: string }): Promise<void> {
  await db.query(
    `INSERT INTO lti_resource_links (platform_id, resource_link_id, context_id, assessment_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (platform_id, resource_link_id) DO UPDATE SET assessment_id = EXCLUDED.assessment_id`,
    [link.platformId, link.linkId, link.contextId, link.assessmentId],
  );
}

/** Sets the assessment for the class, as its teacher would (kept as it is when it is set already). */
export async function setForClass(db: Queryable, classId: string, assessmentId: string): Promise<void> {
  await db.query(
    `INSERT INTO class_assessments (class_id, assessment_id, assigned_by) SELECT $1, $2, teacher_id FROM classes WHERE id = $1
     ON CONFLICT (class_id, assessment_id) DO NOTHING`,
    [classId, assessmentId],
  );
}

export async function recordLaunchOfLink(db: Queryable, platformId: string, linkId: string, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO lti_link_launches (platform_id, resource_link_id, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (platform_id, resource_link_id, user_id) DO UPDATE SET last_launched_at = now()`,
    [platformId, linkId, userId],
  );
}

export async function saveLineItem(db: Queryable, platformId: string, linkId: string, lineitemUrl: string): Promise<void> {
  await db.query('UPDATE lti_resource_links SET lineitem_url = $3 WHERE platform_id = $1 AND resource_link_id = $2', [platformId, linkId, lineitemUrl]);
}

/** An assessment's title and total marks (a numeric's text), for its gradebook column. */
export async function assessmentTotals(db: Queryable, assessmentId: string): Promise<{ title: string; total_marks: string | null } | undefined> {
  const { rows } = await db.query<{ title: string; total_marks: string | null }>('SELECT title, total_marks FROM assessments WHERE id = $1', [assessmentId]);
  return rows[0];
}
