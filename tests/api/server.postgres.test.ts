// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Db } from '../../server/db/connect';
import { startServer, type RunningServer } from '../e2e/support/server';

/** This file runs before the build of `npm test`: the server runs from its sources. */
const SOURCES = { sources: true };

// Run by vitest.postgres.config.ts: `npm start`'s server on DATABASE_URL instead of PGlite.
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run this file with `npx vitest run --config vitest.postgres.config.ts`.');

function databaseUrl(name: string): string {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function signin(server: RunningServer, email: string, password: string): Promise<Response> {
  return fetch(`${server.url}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('the console server on a PostgreSQL server (DATABASE_URL)', () => {
  const name = `console_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let admin: Db;
  beforeAll(async () => {
    admin = connectPostgres(adminUrl ?? '');
    await sql.raw(`create database ${name}`).execute(admin);
  });
  afterAll(async () => {
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
    await admin.destroy();
  });

  it('migrates, seeds the demo admin once, and keeps data across a restart', async () => {
    const env = { DATABASE_URL: databaseUrl(name) };
    const first = await startServer(env, SOURCES);
    let password: string;
    try {
      // The server listens first, then seeds; with its output in a pipe the password goes to a file, not the output.
      await expect.poll(() => first.output(), { timeout: 60_000 }).toContain('First start: created the demo company and its admin (admin@demo.local)');
      expect(first.output()).not.toContain('Password:');
      password = /Password:\s+(\S+)/.exec(readFileSync(join(first.dataDir, 'first-login.txt'), 'utf8'))?.[1] ?? '';
      expect(password).not.toBe('');
      const answer = await signin(first, 'admin@demo.local', password);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { tfa: string }).tfa).toBe('notSet');
    } finally {
      await first.stop();
    }

    const second = await startServer(env, SOURCES);
    try {
      expect(second.output()).not.toContain('Password:');
      expect((await signin(second, 'admin@demo.local', password)).status).toBe(200);
      const users = await connectPostgres(databaseUrl(name));
      const count = await users
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      await users.destroy();
      expect(Number(count.n)).toBe(1);
    } finally {
      await second.stop();
    }
  });
});
