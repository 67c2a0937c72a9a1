import { assessRoleOf, type Member, type Platform } from '@assess/lti';
import type { Database } from '../../db/index.js';
import { accountOf, enrol, personOfMember, unenrol } from './accounts.js';
import type { LtiEngine } from './ltijs.js';
import { serviceTokenOf } from './services.js';

/**
 * Fills the course's class from the platform's membership list (NRPS 2.0): every active learner gets an account
 * and a record in the class, so the teacher sees them before they first launch; members the platform marks
 * inactive or deleted leave the class. Returns how many learners the class holds from the course.
 */
export async function syncRoster(db: Database, engine: LtiEngine, platform: Platform, contextId: string): Promise<number> {
  const { rows } = await db.query<{ class_id: string; memberships_url: string | null }>(
    'SELECT class_id, memberships_url FROM lti_contexts WHERE platform_id = $1 AND context_id = $2',
    [platform.id, contextId],
  );
  const context = rows[0];
  if (!context?.memberships_url) return 0;
  // ltijs reads every page of the list (rel="next") with an access token it asks for and keeps.
  const provider = await engine.provider();
  const { members } = (await provider.NamesAndRoles.getMembers(serviceTokenOf(platform, { membershipsUrl: context.memberships_url }), { pages: false })) as unknown as { members: Member[] };
  let learners = 0;
  await db.transaction(async (tx) => {
    for (const member of members) {
      const role = assessRoleOf(member.roles ?? []);
      if (role !== 'student') continue;
      const person = personOfMember(member, role);
      const userId = await accountOf(tx, platform, person);
      if ((member.status ?? 'Active') === 'Active') {
        await enrol(tx, context.class_id, userId, person);
        learners += 1;
      } else {
        await unenrol(tx, context.class_id, userId);
      }
    }
    await tx.query('UPDATE lti_contexts SET roster_synced_at = now() WHERE platform_id = $1 AND context_id = $2', [platform.id, contextId]);
  });
  return learners;
}
