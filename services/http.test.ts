// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readErrorBody } from './errorBodies';
import { configureHttpPolicy, http, call } from './http';
import { signin } from './auth';

type Seen = { url: string; headers: Headers };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('services/http: the one client and its policy', () => {
  const seen: Seen[] = [];
  const navigate = vi.fn();
  const toast = vi.fn();
  const clearStorage = vi.fn();
  let next: () => Response | Promise<Response>;

  beforeEach(() => {
    seen.length = 0;
    navigate.mockReset();
    toast.mockReset();
    clearStorage.mockReset();
    configureHttpPolicy({ navigate, toast, clearStorage });
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push({ url: request.url, headers: request.headers });
      return next();
    });
    document.cookie = 'token=abc123; path=/';
    window.history.replaceState(null, '', '/companies?companyId=c-42');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'token=; path=/; max-age=0';
  });

  it('sends the bearer token and the companyID header from the query string', async () => {
    next = () => answer(200, { ok: true });
    await http.get('bot/anything').json();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer abc123');
    expect(seen[0]?.headers.get('companyID')).toBe('c-42');
  });

  it('on 401 clears storage and goes to /login?logoutError=1; the caller gets the failure', async () => {
    next = () => answer(401, { statusCode: 401, error: 'Unauthorized', message: 'expired' });
    await expect(call(() => http.get('bot/x').json())).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(clearStorage).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?logoutError=1');
  });

  it('on 502 goes to the error page with the message', async () => {
    next = () => answer(502, { statusCode: 502, error: 'Bad Gateway', message: 'down' });
    await expect(call(() => http.get('bot/x').json())).rejects.toMatchObject({ status: 502 });
    expect(navigate).toHaveBeenCalledWith('/error?message=down');
  });

  it('on a network failure shows the network toast', async () => {
    next = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(call(() => http.get('bot/x').json())).rejects.toEqual({ kind: 'network' });
    expect(toast).toHaveBeenCalledWith('http.networkFailed');
  });

  it('a call that times out is a network failure too, with the network toast', async () => {
    vi.stubGlobal('fetch', (request: Request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))));
    await expect(call(() => http.get('bot/x', { timeout: 20 }).json())).rejects.toEqual({ kind: 'network' });
    expect(toast).toHaveBeenCalledWith('http.networkFailed');
  });

  it('leaves the account forms to judge their own failures', async () => {
    next = () => answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Please check your credentials again.', retryCount: 2 });
    await expect(signin({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      body: { message: 'Please check your credentials again.', retryCount: 2 },
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(clearStorage).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('a form that says its own failures gets no toast, and a refused channel operation reaches it as its permission code', async () => {
    next = () => answer(403, { statusCode: 403, error: 'Forbidden', message: "You don't have permission for this operation.", permissionCode: 407 });
    await expect(call(() => http.put('channel/c1/facebook/handover', { context: { formErrors: true }, json: {} }).json())).rejects.toMatchObject({
      kind: 'http',
      status: 407,
      body: { permissionCode: 407 },
    });
    next = () => answer(400, { statusCode: 400, error: 'Bad Request', message: 'Graph refused the token.' });
    await expect(call(() => http.post('channel/facebook/pages', { context: { formErrors: true }, json: {} }).json())).rejects.toMatchObject({ kind: 'http', status: 400 });
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('a form that says its own failures is still signed out on 401 and blocked on a 403 without a permission code', async () => {
    next = () => answer(403, { statusCode: 403, error: 'Forbidden', message: 'Blocked.' });
    await expect(call(() => http.get('channel/c1/facebook/receivers', { context: { formErrors: true } }).json())).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/error?header=access_blocked');
    next = () => answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Signed out.' });
    await expect(call(() => http.get('channel/c1/facebook/receivers', { context: { formErrors: true } }).json())).rejects.toMatchObject({ status: 401 });
    expect(clearStorage).toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith('/login?logoutError=1');
  });

  it('reads the two-factor lockout answer, whose remaining time sits under data', () => {
    const body = readErrorBody(429, { success: false, message: 'locked', data: { blocked: true, remainingTime: 297 } });
    expect(body).toMatchObject({ statusCode: 429, message: 'locked', cause: 'blocked', remainingTime: 297 });
  });
});
