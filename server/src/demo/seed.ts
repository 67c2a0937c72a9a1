import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.js';
import { hashPassword } from '../auth/passwords.js';
import { createUser } from '../auth/users.js';
import { addSchoolMember, createSchool, grantRole } from '../roles/roles.js';
import { seedDemoClass } from '../product/classes/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SCHOOL } from '../config/demo-accounts.js';
import { accountWithAddress, demoSeeded, markDemoSeeded } from './repository.js';

const SEEDED_KEY = 'demo_seeded';

/** Creates the demo school and accounts once; later starts find the marker and leave the data alone. */
export async function seedDemo(db: Database, log: Pick<FastifyBaseLogger, 'info'>): Promise<boolean> {
  if (await demoSeeded(db, SEEDED_KEY)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const school = await createSchool(tx, DEMO_SCHOOL);
    const created = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      if (await accountWithAddress(tx, account.email)) continue;
      const user = await createUser(tx, {
        email: account.email,
        passwordHash,
        userMetadata: {
          first_name: account.firstName,
          last_name: account.lastName,
          full_name: `${account.firstName} ${account.lastName}`,
          role: account.role,
        },
        provider: 'email',
        confirmed: true,
      });
      await grantRole(tx, null, user.id, account.role);
      await addSchoolMember(tx, school.id, user.id, account.member);
      created.set(account.email, user.id);
    }
    // The demo teacher's class holds both demo students, linked (decision 15).
    const teacherId = created.get('teacher@demo.test');
    if (teacherId) {
      const students = DEMO_ACCOUNTS.filter((account) => account.role === 'student' && created.has(account.email)).map((account) => ({
        userId: created.get(account.email) as string,
        name: `${account.firstName} ${account.lastName}`,
        email: account.email,
      }));
      await seedDemoClass(tx, teacherId, students);
    }
    await markDemoSeeded(tx, SEEDED_KEY, school.id);
  });
  log.info({ accounts: DEMO_ACCOUNTS.map((account) => account.email) }, 'demo data created');
  return true;
}
