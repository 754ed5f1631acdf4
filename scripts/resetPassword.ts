// npm run reset-password [-- <e-mail>]: a new password for an account (the demo admin's by
// default), for the operator of this machine, with the console stopped (it shares DATA_DIR).
import { resetPasswordByOperator } from '../server/auth/operatorPasswordReset';
import { DEFAULT_PASSWORD_COST } from '../server/auth/passwords';
import { systemClock } from '../server/clock';
import { readConfig } from '../server/config';
import { openConsoleDatabase } from '../server/consoleDatabase';
import { showGeneratedPassword } from '../server/generatedPassword';
import { DEMO_ADMIN_EMAIL } from '../server/seed';

async function main(): Promise<number> {
  const read = readConfig(process.env);
  if ('problems' in read) {
    process.stderr.write(`The environment is wrong:\n${read.problems.map((p) => `  - ${p}`).join('\n')}\n`);
    return 1;
  }
  const { config } = read;
  const email = process.argv[2] ?? DEMO_ADMIN_EMAIL;
  const { db, dataDir, close } = await openConsoleDatabase(config, 'the password reset');
  try {
    const password = await resetPasswordByOperator(db, systemClock, email, DEFAULT_PASSWORD_COST);
    if (password === undefined) {
      process.stderr.write(`There is no account with the e-mail ${email}.\n`);
      return 1;
    }
    showGeneratedPassword({ url: `${config.publicUrl}/login`, email, password }, process.stdout, dataDir, 'reset');
    return 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`The password was not reset: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
