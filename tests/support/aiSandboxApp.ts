import { afterAll, beforeAll } from 'vitest';
import type { AiHttp } from '../../server/providers/ai/aiHttp';
import { freePort } from '../e2e/support/server';
import { companyWith, personWithSession, type Person } from '../api/graphqlHelpers';
import { buildTestAppWith, testClock, testDatabase, type TestApp } from '../api/testApp';

/**
 * The app over real HTTP on a free port in developer mode, for an AI adapter's tests: the
 * adapter reaches the sandbox this app serves. Waits of the adapter (training polls, Retry-After)
 * move the test clock instead of sleeping, and are recorded, also those of the app's own adapters.
 */
export type AiSandboxApp = { t: TestApp; base: string; waits: number[]; http: AiHttp; post: (path: string, body: unknown) => Promise<Response> };

/** The same app with a company whose admin stores the connections. */
export type AiSandboxCompany = AiSandboxApp & { admin: Person; companyId: string };

type Running<T> = { running: () => T };

export function aiSandboxApp(): Running<AiSandboxApp>;
export function aiSandboxApp(options: { company: string }): Running<AiSandboxCompany>;
export function aiSandboxApp(options: { company?: string } = {}): Running<AiSandboxApp | AiSandboxCompany> {
  let started: AiSandboxApp | AiSandboxCompany | undefined;
  beforeAll(async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const clock = testClock();
    const waits: number[] = [];
    const http: AiHttp = {
      timeoutMs: 5000,
      retries: 2,
      maxWaitMs: 30_000,
      wait: async (ms) => {
        waits.push(ms);
        clock.advance(ms / 1000);
      },
    };
    // Migrated even when the sandboxes keep their state in memory: the app's background work reads its tables.
    // The app's own adapters (behind GraphQL and the predict route) wait the same way.
    const t = await buildTestAppWith(await testDatabase(), { publicUrl: base }, { aiHttp: http }, clock);
    await t.app.listen({ port, host: '127.0.0.1' });
    const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    started = { t, base, waits, http, post };
    if (options.company) {
      const admin = await personWithSession(t, 'Admin');
      started = { ...started, admin, companyId: await companyWith(t, options.company, [[admin, 'ADMIN']]) };
    }
  }, 120_000);
  afterAll(async () => {
    await started?.t.app.close();
    await started?.t.db.destroy();
  });
  return {
    running: () => {
      if (!started) throw new Error('The app starts before the tests.');
      return started;
    },
  };
}
