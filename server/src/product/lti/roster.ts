import { assessRoleOf, type Member, type Platform } from '@assess/lti';
import { accountOf, enrol, personOfMember, unenrol } from './accounts.js';
import type { LtiEngine } from './ltijs.js';
import { courseContextOf, markRosterSynced, platformUsersInClassBut, type Database } from './repository.js';
import { serviceTokenOf } from './services.js';

/**
 * Fills the course's class from the platform's membership list (NRPS 2.0): every active learner gets an account
 * and a record in the class, so the teacher sees them before they first launch. The list is the full roster (not a
 * differences answer), so a learner of the course's class who is not on it as Active has left the course: Moodle,
 * for one, lists only active enrolments and leaves out whoever was unenrolled or suspended, where another platform
 * may mark them Inactive or Deleted. A learner who left leaves the class; their record and work stay with the
 * teacher. Returns how many learners the class holds from the course.
 */
export async function syncRoster(db: Database, engine: LtiEngine, platform: Platform, contextId: string): Promise<number> {
  const context = await courseContextOf(db, platform.id, contextId);
  if (!context?.memberships_url) return 0;
  // ltijs reads every page of the list (rel="next") with an access token it asks for and keeps.
  const provider = await engine.provider();
  const { members } = (await provider.NamesAndRoles.getMembers(serviceTokenOf(platform, { membershipsUrl: context.memberships_url }), { pages: false })) as unknown as { members: Member[] };
  let learners = 0;
  await db.transaction(async (tx) => {
    const present: string[] = [];
    for (const member of members) {
      const role = assessRoleOf(member.roles ?? []);
      if (role !== 'student' || (member.status ?? 'Active') !== 'Active') continue;
      const person = personOfMember(member, role);
      const userId = await accountOf(tx, platform, person);
      await enrol(tx, context.class_id, userId, person);
      present.push(userId);
      learners += 1;
    }
    // Everyone of this platform in the class who is not an active learner of the course now. Students a teacher
    // added to the class by hand (no account of this platform) stay.
    for (const leaver of await platformUsersInClassBut(tx, context.class_id, platform.issuer, present)) await unenrol(tx, context.class_id, leaver);
    await markRosterSynced(tx, platform.id, contextId);
  });
  return learners;
}
