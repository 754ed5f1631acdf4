import { randomToken, sameText, sign } from '../secrets';

/** How long an installation may take from the console's redirect to Shopify's redirect back. */
export const INSTALL_STATE_SECONDS = 15 * 60;

const PURPOSE = 'shopify-install-state';

/** The OAuth state of one installation: the shop it was started for, an expiry and a nonce, signed with the server's secret key. */
export function installState(secretKey: string, shop: string, now: Date): string {
  const body = [Buffer.from(shop).toString('base64url'), String(Math.floor(now.getTime() / 1000) + INSTALL_STATE_SECONDS), randomToken(12)].join('.');
  return `${body}.${sign(secretKey, PURPOSE, body)}`;
}

/** Whether this server started an installation for `shop` with this state, and it has not expired. */
export function isInstallState(secretKey: string, state: string, shop: string, now: Date): boolean {
  const parts = state.split('.');
  if (parts.length !== 4) return false;
  const [encodedShop = '', expires = '', , signature = ''] = parts;
  if (!sameText(signature, sign(secretKey, PURPOSE, parts.slice(0, 3).join('.')))) return false;
  return Buffer.from(encodedShop, 'base64url').toString() === shop && Number(expires) * 1000 > now.getTime();
}
