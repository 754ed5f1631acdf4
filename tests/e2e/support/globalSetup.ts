import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverOutputFile: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startServer({ LOGIN_CAPTCHA_THRESHOLD: '3' });
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
