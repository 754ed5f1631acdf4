import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file that says which process has the embedded database of a data folder open. */
export const LOCK_FILE = 'console.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process: PGlite has one writer, and two processes on one
 * folder would damage it. A lock left by a process that is gone is taken over. Returns the
 * release function; throws with a readable reason when another live process holds it.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const mine = `${process.pid} ${holder}\n`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === mine) rmSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText, ...what] = readFileSync(file, 'utf8').trim().split(' ');
      const pid = Number(pidText);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new Error(`${dataDir} is in use by ${what.join(' ') || 'another process'} (process ${pid}). Stop it first, or use another DATA_DIR.`, { cause: error });
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`${file} could not be taken.`);
}
