import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** A real PostgreSQL server (DATABASE_URL). */
export function connectPostgres(url: string): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }) });
}

/** Embedded PGlite: in `dataDir` when given (created if missing), otherwise in memory. */
export function connectPglite(dataDir?: string): Db {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}
