import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The bots registered with the sandbox, as an Azure Bot resource would hold them: an app id, a
 * password (a client secret derived from the server's secret key, so it outlives a restart) and
 * the messaging endpoint the operator set (kept in memory, like the chats).
 */
export type SandboxApp = { appId: string; name: string; endpoint: string };

const passwordOf = (secretKey: string, appId: string) => createHmac('sha256', secretKey).update(`teams-sandbox-app:${appId}`).digest('base64url');

export function sandboxApps(secretKey: string) {
  const apps = new Map<string, SandboxApp>();
  return {
    register(name: string): SandboxApp & { password: string } {
      const app = { appId: randomUUID(), name, endpoint: '' };
      apps.set(app.appId, app);
      return { ...app, password: passwordOf(secretKey, app.appId) };
    },
    /** Whether the password is this app's (a known app id, or one registered before a restart). */
    passwordMatches(appId: string, password: string): boolean {
      const expected = Buffer.from(passwordOf(secretKey, appId));
      const given = Buffer.from(password);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    list: (): SandboxApp[] => [...apps.values()],
    /** The app, remembered again after a restart once its id shows up with its password. */
    appOf(appId: string): SandboxApp | undefined {
      return apps.get(appId);
    },
    remember(appId: string): SandboxApp {
      const known = apps.get(appId);
      if (known) return known;
      const app = { appId, name: appId, endpoint: '' };
      apps.set(appId, app);
      return app;
    },
  };
}
export type SandboxApps = ReturnType<typeof sandboxApps>;
