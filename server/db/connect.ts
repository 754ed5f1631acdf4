import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PgliteThreadDialect } from './pgliteThreadDialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** A real PostgreSQL server (DATABASE_URL). */
export function connectPostgres(url: string): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }) });
}

/**
 * Embedded PGlite, on its own thread so that no query holds the server's event loop: in `dataDir`
 * when given (created if missing), otherwise in memory, starting from `snapshot` (a file written
 * by PGlite's dumpDataDir) when given.
 */
export function connectPglite(dataDir?: string, snapshot?: string): Db {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  return new Kysely<Database>({ dialect: new PgliteThreadDialect({ dataDir, snapshot }) });
}
