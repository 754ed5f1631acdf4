import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data folder: the demo admin's one-time password is in first-login.txt there. */
    dataDir: string;
    serverOutputFile: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  // Every browser test signs its people up and in from this one address, hundreds of /auth calls a
  // minute: the per-address limit (100 by default, tested in tests/api) is raised for this server.
  server = await startServer({ LOGIN_CAPTCHA_THRESHOLD: '3', AUTH_RATE_LIMIT: '2000' });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
