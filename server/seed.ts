import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { isStrongPassword } from '../services/contracts';
import { seedDemoAi } from './ai/demoAiData';
import { hashPassword } from './auth/passwords';
import { insertUser } from './auth/users';
import type { Clock } from './clock';
import type { Db } from './db/connect';
import { seedDesignerDemo } from './designerData/demoData';

export const DEMO_ADMIN_EMAIL = 'admin@demo.local';
export const DEMO_COMPANY_NAME = 'Demo Company';

/** A random password that meets the console's own rules. */
export function randomStrongPassword(): string {
  for (;;) {
    const candidate = `${randomBytes(12).toString('base64url')}-${randomBytes(3).toString('hex')}Aa1`;
    if (isStrongPassword(candidate)) return candidate;
  }
}

/**
 * On a database without users: a demo enterprise company and its admin with a fresh password,
 * good for one sign-in (the admin then chooses their own).
 * With the server's secret key (it seals the demo integrations' credentials), also what the
 * designer's panels read: integrations, code blocks, conversation tags, a partner and the
 * sandboxes' records. Returns the credentials to show once; undefined when there were users already.
 */
export async function seedDemo(
  db: Db,
  clock: Clock,
  passwordCost: number,
  secretKey?: string,
): Promise<{ email: string; password: string; companyId: string; userId: string } | undefined> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return undefined;
  const password = randomStrongPassword();
  const passwordHash = await hashPassword(password, passwordCost);
  const owner = await db.transaction().execute(async (tx) => {
    // Instances started together on an empty database: the first writes the demo, the others find it.
    await sql`select pg_advisory_xact_lock(hashtext('demo-seed'))`.execute(tx);
    if (await tx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return undefined;
    const company = await tx
      .insertInto('companies')
      .values({ name: DEMO_COMPANY_NAME, is_enterprise: true, ip_allowlist: null, created_at: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await insertUser(tx, clock.now(), { name: 'Demo', surname: 'Admin', email: DEMO_ADMIN_EMAIL, passwordHash, confirmed: true, passwordGenerated: true });
    await tx.insertInto('company_users').values({ company_id: company.id, user_id: user.id, user_type: 'ADMIN' }).execute();
    await seedDemoAi(tx, clock, company.id, user.id);
    return { companyId: company.id, userId: user.id };
  });
  if (!owner) return undefined;
  if (secretKey !== undefined) await seedDesignerDemo(db, clock.now(), secretKey, owner);
  return { email: DEMO_ADMIN_EMAIL, password, ...owner };
}
