import { createWriteStream, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { outboxMailer } from '../../server/mail/mailer';
import { testClock, testConfig, testDatabase, type TestApp } from '../api/testApp';

export type RouteEntry = { method: string; url: string };

/**
 * Routes that are not the API: the built web app's files (@fastify/static, registered only when
 * dist/ exists) are served from disk and take no input but their path. The SPA fallback is a
 * not-found handler, not a route, so it is never listed.
 */
const notTheApi = (url: string) => !/^\/(auth|bot|core|microwebchat|external|channel|deeplink|vote|dev|healthz|api|media)(\/|$)/.test(url);

export type AppUnderTest = TestApp & { routes: RouteEntry[]; logPath: string; log: WriteStream };

/** The whole app on an in-memory database, its routes as it registered them, and its structured log in a file. */
export async function appUnderTest(): Promise<AppUnderTest> {
  const db = await testDatabase();
  const clock = testClock(new Date('2025-03-03T10:00:00.000Z'));
  // Rate limits high enough that fuzzed payloads reach the handlers (429s would hide them).
  const config = { ...testConfig, webChatRateLimit: 1_000_000 };
  const logPath = join(tmpdir(), `api-fuzz-log-${process.pid}.jsonl`);
  const log = createWriteStream(logPath, { flags: 'w' });
  const app = createApp({ db, mailer: outboxMailer(db, clock), clock, config, logStream: log });
  const routes: RouteEntry[] = [];
  // Plugins run at ready(): a hook added now sees every route the app registers.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (!notTheApi(route.url)) routes.push({ method, url: route.url });
    }
  });
  await app.ready();
  return { app, db, clock, config, routes, logPath, log };
}
