import { createHmac } from 'node:crypto';
import type { AppConfig } from '../config';
import { facebookApp, type FacebookApp } from './facebookApp';

/**
 * What the Facebook and Instagram adapters need of the product's Facebook app: its id and secret
 * (facebookApp.ts) and the verify token Meta's webhook check (hub.verify_token) must name. The
 * token is derived from the server's secret key, so it is stable across restarts and never stored.
 */
export type MessengerApp = FacebookApp & { verifyToken: string };

export function messengerVerifyToken(secretKey: string): string {
  return createHmac('sha256', secretKey).update('facebook-verify-token').digest('hex').slice(0, 40);
}

/** The app with its verify token, or null when Facebook and Instagram cannot be connected. */
export function messengerApp(config: Pick<AppConfig, 'facebookApp' | 'devMode' | 'secretKey'>): MessengerApp | null {
  const app = facebookApp(config);
  return app ? { ...app, verifyToken: messengerVerifyToken(config.secretKey) } : null;
}
