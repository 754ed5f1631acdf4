import { callProvider } from '../channels/adapters/providerHttp';
import { PROVIDER_TIMEOUT_MS } from '../channels/providerAccess';
import type { ShopifyApp } from './shopifyApp';

/** What a code exchange gave: the shop's offline token and the scopes it carries, or why not (`retry` when Shopify did not answer). */
export type CodeExchange = { ok: true; accessToken: string; scope: string } | { ok: false; retry: boolean; reason: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The adapter's one call: POST {shop admin}/admin/oauth/access_token with the app's key and
 * secret and the code Shopify redirected with, for the shop's offline access token
 * ({access_token, scope}). A refusal is Shopify's OAuth error (error, error_description).
 */
export async function exchangeShopifyCode(adminBase: string, app: ShopifyApp, code: string, fetcher: typeof fetch = fetch): Promise<CodeExchange> {
  const answer = await callProvider({ fetch: fetcher, timeoutMs: PROVIDER_TIMEOUT_MS }, `${adminBase}/admin/oauth/access_token`, {
    method: 'POST',
    body: { client_id: app.apiKey, client_secret: app.apiSecret, code },
    headers: { accept: 'application/json' },
  });
  if (answer.kind === 'retry') return { ok: false, retry: true, reason: answer.reason };
  const body = typeof answer.body === 'object' && answer.body !== null ? (answer.body as Record<string, unknown>) : {};
  if (answer.kind === 'refused') return { ok: false, retry: false, reason: `${answer.reason}: ${text(body['error']) || 'no error named'}` };
  const accessToken = text(body['access_token']);
  if (!accessToken) return { ok: false, retry: false, reason: 'the answer had no access_token' };
  return { ok: true, accessToken, scope: text(body['scope']) };
}
