import { afterAll, beforeAll } from 'vitest';
import type { ProviderAccess } from '../../server/channels/adapters/channelAdapter';
import { startTelegramReceiver, type TelegramReceiver } from '../api/telegramReceiver';
import { sandboxedApp, type SandboxedApp } from './sandboxedChannel';

/**
 * A provider's sandbox served by the app over real HTTP, for an adapter's tests: `receiver` stands
 * for the console's webhook address, so what the sandbox posts is kept there.
 */
export type ProviderSandbox = {
  /** The sandbox's address, which the adapter calls as its provider. */
  readonly url: string;
  readonly receiver: TelegramReceiver;
  /** What the adapter is given to reach the sandbox; the console's public address is the receiver. */
  access: (timeoutMs?: number) => ProviderAccess;
  /** Posts JSON to the sandbox, as its phone page does. */
  post: (path: string, body: unknown) => Promise<Response>;
};

/** The sandbox of `kind`, started before the file's tests and stopped after them. */
export function providerSandbox(kind: 'telegram' | 'line' | 'teams'): ProviderSandbox {
  let started: { app: SandboxedApp; receiver: TelegramReceiver } | undefined;
  const running = () => {
    if (!started) throw new Error(`The ${kind} sandbox starts before the tests.`);
    return started;
  };
  beforeAll(async () => {
    started = { app: await sandboxedApp(kind, `${kind} Co`), receiver: await startTelegramReceiver() };
  }, 60_000);
  afterAll(async () => {
    const { app, receiver } = running();
    await app.t.app.close();
    await receiver.close();
    await app.t.db.destroy();
  });
  return {
    get url() {
      return running().app.sandbox;
    },
    get receiver() {
      return running().receiver;
    },
    access: (timeoutMs = 5000) => {
      const { app, receiver } = running();
      return { baseUrl: app.sandbox, ...(kind === 'teams' ? { signInUrl: app.sandbox } : {}), publicUrl: receiver.origin, fetch, timeoutMs };
    },
    post: (path, body) => fetch(`${running().app.sandbox}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
}
