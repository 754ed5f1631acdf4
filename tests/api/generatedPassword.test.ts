// @vitest-environment node
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FIRST_LOGIN_FILE, showGeneratedPassword } from '../../server/generatedPassword';

const login = { url: 'http://localhost:8080/login', email: 'admin@demo.local', password: 'Secret-Passw0rd-123' };

function captured(isTTY: boolean): { out: NodeJS.WritableStream & { isTTY?: boolean }; text: () => string } {
  const out = Object.assign(new PassThrough(), isTTY ? { isTTY: true } : {});
  let text = '';
  out.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return { out, text: () => text };
}

describe('the demo admin password on first start', () => {
  it('is printed on a terminal', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'first-login-'));
    const { out, text } = captured(true);
    showGeneratedPassword(login, out, dataDir);
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toContain(`Password: ${login.password}`);
  });

  it('stays out of redirected output, in a file only the owner can read', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'first-login-'));
    const { out, text } = captured(false);
    showGeneratedPassword(login, out, dataDir);
    await new Promise((resolve) => setImmediate(resolve));
    const file = join(dataDir, FIRST_LOGIN_FILE);
    expect(text()).not.toContain(login.password);
    expect(text()).toContain(file);
    expect(readFileSync(file, 'utf8')).toContain(`Password: ${login.password}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
