import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type GeneratedPassword = { url: string; email: string; password: string };

/** Why a password is being shown: the demo admin of a first start, or an operator's reset. */
export type PasswordOccasion = 'firstStart' | 'reset';

/** Where the password is kept when no person is watching the terminal. */
export const FIRST_LOGIN_FILE = 'first-login.txt';

const headings: Record<PasswordOccasion, { terminal: string; file: (email: string) => string }> = {
  firstStart: {
    terminal: 'First start: created the demo company and its admin. This password is shown only once and works for one sign-in (you will choose your own then):',
    file: (email) => `First start: created the demo company and its admin (${email}).`,
  },
  reset: {
    terminal: 'The password was reset, and every session of the account ended. The new password is shown only once and works for one sign-in (a new one is chosen then):',
    file: (email) => `The password of ${email} was reset, and every session of the account ended.`,
  },
};

/**
 * Shows a generated password so that it does not end up in a log: on a terminal it is printed
 * (once); when the output goes to a file or a pipe, it is written to DATA_DIR/first-login.txt,
 * readable by this user only, and the output names that file.
 */
export function showGeneratedPassword(login: GeneratedPassword, out: NodeJS.WriteStream | NodeJS.WritableStream, dataDir: string, occasion: PasswordOccasion = 'firstStart'): void {
  const lines = `  URL:      ${login.url}\n  E-mail:   ${login.email}\n  Password: ${login.password}\n`;
  const heading = headings[occasion];
  if ('isTTY' in out && out.isTTY) {
    out.write(`\n${heading.terminal}\n${lines}\n`);
    return;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, FIRST_LOGIN_FILE);
  writeFileSync(file, `${heading.file(login.email)} The password works for one sign-in: you will choose your own then.\n${lines}`, { mode: 0o600 });
  chmodSync(file, 0o600);
  out.write(`\n${heading.file(login.email)} The output is not a terminal, so the password is not printed: read it in ${file} (readable only by this user).\n\n`);
}
