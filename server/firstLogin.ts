import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type FirstLogin = { url: string; email: string; password: string };

/** Where the demo admin's first password is kept when no person is watching the terminal. */
export const FIRST_LOGIN_FILE = 'first-login.txt';

/**
 * Shows the demo admin's password so that it does not end up in a log: on a terminal it is
 * printed (once); when the output goes to a file or a pipe, it is written to
 * DATA_DIR/first-login.txt, readable by the server's user only, and the output names that file.
 */
export function showFirstLogin(login: FirstLogin, out: NodeJS.WriteStream | NodeJS.WritableStream, dataDir: string): void {
  const lines = `  URL:      ${login.url}\n  E-mail:   ${login.email}\n  Password: ${login.password}\n`;
  if ('isTTY' in out && out.isTTY) {
    out.write(`\nFirst start: created the demo company and its admin. This password is shown only once:\n${lines}\n`);
    return;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, FIRST_LOGIN_FILE);
  writeFileSync(file, `The demo admin of this console (change the password under Profile after signing in):\n${lines}`, { mode: 0o600 });
  chmodSync(file, 0o600);
  out.write(`\nFirst start: created the demo company and its admin (${login.email}). The output is not a terminal, so the password is not printed: read it in ${file} (readable only by this user).\n\n`);
}
