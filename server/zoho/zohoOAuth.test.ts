import { describe, expect, it } from 'vitest';
import { exchangeZohoCode, tokenRequestBody } from './zohoOAuth';

const client = { clientId: '1000.CLIENT', clientSecret: 's3cret&=' };
const REDIRECT = 'https://console.example/company-profile/create-zoho';

type Seen = { url: string; init: RequestInit };

/** A fetch that records the request and answers `status` with `body` (a thrown error when `body` is an Error). */
function fakeFetch(status: number, body: unknown, seen: Seen[] = []): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    if (body instanceof Error) throw body;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

describe("Zoho's code exchange", () => {
  it('posts the grant form-encoded to the accounts server, as Zoho documents it', async () => {
    expect(tokenRequestBody(client, 'the code', REDIRECT)).toBe(
      'grant_type=authorization_code&client_id=1000.CLIENT&client_secret=s3cret%26%3D&redirect_uri=https%3A%2F%2Fconsole.example%2Fcompany-profile%2Fcreate-zoho&code=the+code',
    );
    const seen: Seen[] = [];
    await exchangeZohoCode('https://accounts.zoho.eu', client, 'the code', REDIRECT, fakeFetch(200, { error: 'invalid_code' }, seen));
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.url).toBe('https://accounts.zoho.eu/oauth/v2/token');
    expect(request?.init.method).toBe('POST');
    expect(request?.init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(String(request?.init.body)))).toEqual({
      grant_type: 'authorization_code',
      client_id: '1000.CLIENT',
      client_secret: 's3cret&=',
      redirect_uri: REDIRECT,
      code: 'the code',
    });
  });

  it("reads Zoho's tokens, their API domain and their life in seconds", async () => {
    const tokens = { access_token: '1000.a.b', refresh_token: '1000.c.d', api_domain: 'https://www.zohoapis.com', token_type: 'Bearer', expires_in: 3600 };
    expect(await exchangeZohoCode('https://a', client, 'c', REDIRECT, fakeFetch(200, tokens))).toEqual({
      ok: true,
      tokens: { accessToken: '1000.a.b', refreshToken: '1000.c.d', apiDomain: 'https://www.zohoapis.com', expiresIn: 3600 },
    });
    const older = { ...tokens, expires_in: 3_600_000, expires_in_sec: 3600 };
    const exchanged = await exchangeZohoCode('https://a', client, 'c', REDIRECT, fakeFetch(200, older));
    expect(exchanged.ok && exchanged.tokens.expiresIn).toBe(3600);
  });

  it("names Zoho's refusal, answered with 200 or a 4xx, and nothing else it sends", async () => {
    expect(await exchangeZohoCode('https://a', client, 'c', REDIRECT, fakeFetch(200, { error: 'invalid_client' }))).toMatchObject({ ok: false, error: 'invalid_client' });
    expect(await exchangeZohoCode('https://a', client, 'c', REDIRECT, fakeFetch(400, { error: 'invalid_code' }))).toMatchObject({ ok: false, error: 'invalid_code' });
    expect(await exchangeZohoCode('https://a', client, 'c', REDIRECT, fakeFetch(200, { error: 'see <a href=x>here</a>' }))).toMatchObject({ ok: false, error: undefined });
  });

  it('has no usable answer when Zoho cannot be reached, fails, or sends no tokens, and never names a token in its reason', async () => {
    for (const fetcher of [
      fakeFetch(0, new TypeError('fetch failed')),
      fakeFetch(503, { error: 'busy' }),
      fakeFetch(200, '<html>maintenance</html>'),
      fakeFetch(200, { access_token: '1000.only.access', api_domain: 'x' }),
      fakeFetch(404, 'Not found'),
    ]) {
      const exchanged = await exchangeZohoCode('https://accounts.zoho.com', client, 'c', REDIRECT, fetcher);
      expect(exchanged).toMatchObject({ ok: false, error: undefined });
      expect(exchanged.ok ? '' : exchanged.reason).not.toContain('1000.');
      expect(exchanged.ok ? '' : exchanged.reason).not.toContain(client.clientSecret);
    }
  });
});
