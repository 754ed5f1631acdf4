// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from '../../server/dataDirLock';

describe('the data folder lock', () => {
  it('lets one process at a time open the embedded database, and is gone when released', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const release = lockDataDir(dir, 'the console');
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir, 'the console')();
  });

  it('refuses while another live process holds it, naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(join(dir, LOCK_FILE), `${other.pid} the console on port 8080\n`);
      expect(() => lockDataDir(dir, 'the password reset')).toThrow(`${dir} is in use by the console on port 8080 (process ${other.pid}). Stop it first, or use another DATA_DIR.`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(join(dir, LOCK_FILE), `${gone.pid} the console\n`);
    const release = lockDataDir(dir, 'the console');
    release();
  });
});
