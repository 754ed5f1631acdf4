// npm run reset-password [-- <e-mail>]: a new password for an account (the demo admin's by
// default), for the operator of this machine, with the console stopped (it shares DATA_DIR).
import { join, resolve } from 'node:path';
import { resetPasswordByOperator } from '../server/auth/operatorPasswordReset';
import { DEFAULT_PASSWORD_COST } from '../server/auth/passwords';
import { systemClock } from '../server/clock';
import { readConfig } from '../server/config';
import { lockDataDir } from '../server/dataDirLock';
import { connectPglite, connectPostgres } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { showFirstLogin } from '../server/firstLogin';
import { DEMO_ADMIN_EMAIL } from '../server/seed';

async function main(): Promise<number> {
  const read = readConfig(process.env);
  if ('problems' in read) {
    process.stderr.write(`The environment is wrong:\n${read.problems.map((p) => `  - ${p}`).join('\n')}\n`);
    return 1;
  }
  const { config } = read;
  const email = process.argv[2] ?? DEMO_ADMIN_EMAIL;
  const dataDir = resolve(config.dataDir);
  const release = config.databaseUrl ? () => undefined : lockDataDir(dataDir, 'the password reset');
  const db = config.databaseUrl ? connectPostgres(config.databaseUrl) : connectPglite(join(dataDir, 'pglite'));
  try {
    await migrate(db);
    const password = await resetPasswordByOperator(db, systemClock, email, DEFAULT_PASSWORD_COST);
    if (password === undefined) {
      process.stderr.write(`There is no account with the e-mail ${email}.\n`);
      return 1;
    }
    showFirstLogin({ url: `${config.publicUrl}/login`, email, password }, process.stdout, dataDir, 'reset');
    return 0;
  } finally {
    await db.destroy();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`The password was not reset: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
