import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomToken } from './secrets';

/** SECRET_KEY when given; otherwise the one in DATA_DIR/secret.key, made once (mode 600). */
export function loadSecretKey(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
    throw new Error(`${file} holds no usable key (fewer than 32 characters); remove it or set SECRET_KEY.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomToken(48);
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}
