import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from './config';
import { lockDataDir } from './dataDirLock';
import { connectPglite, connectPostgres, type Db } from './db/connect';
import { migrate } from './db/migrate';

export type ConsoleDatabase = { db: Db; dataDir: string; close: () => Promise<void> };

/** Who holds the data folder while the console runs, as a second console is told. */
export const consoleHolder = (config: Config) => `the console on port ${config.port}`;

/**
 * The console's database as the configuration names it, migrated: PostgreSQL with DATABASE_URL,
 * otherwise the embedded one in DATA_DIR, locked for this process (`holder` says who has it).
 */
export async function openConsoleDatabase(config: Config, holder: string): Promise<ConsoleDatabase> {
  const dataDir = resolve(config.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const release = config.databaseUrl ? () => undefined : lockDataDir(dataDir, holder);
  const db = config.databaseUrl ? connectPostgres(config.databaseUrl) : connectPglite(join(dataDir, 'pglite'));
  const close = async () => {
    await db.destroy();
    release();
  };
  try {
    await migrate(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, dataDir, close };
}
