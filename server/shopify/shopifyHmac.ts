import { createHmac } from 'node:crypto';
import { sameText } from '../secrets';

/**
 * The HMAC Shopify signs its redirects with: every query parameter but `hmac`, sorted by name,
 * written `name=value` and joined with `&`, HMAC-SHA256 with the app's secret, in hex.
 */
export function queryHmac(apiSecret: string, query: Readonly<Record<string, string>>): string {
  const message = Object.keys(query)
    .filter((name) => name !== 'hmac')
    .sort()
    .map((name) => `${name}=${query[name]}`)
    .join('&');
  return createHmac('sha256', apiSecret).update(message).digest('hex');
}

/** Whether a redirect's query carries Shopify's HMAC of itself, compared in constant time. */
export function signedByShopify(apiSecret: string, query: Readonly<Record<string, string>>): boolean {
  const given = query['hmac'];
  return typeof given === 'string' && sameText(given.toLowerCase(), queryHmac(apiSecret, query));
}
