// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInWithFacebook } from './facebookLogin';

const ORIGIN = 'https://console.example.com';

/** A popup the test controls: where the login sent it, and whether it was closed. */
type FakePopup = { closed: boolean; closeCount: number; location: { href: string }; close(): void };

function fakePopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    closeCount: 0,
    location: { href: 'about:blank' },
    close() {
      popup.closed = true;
      popup.closeCount += 1;
    },
  };
  return popup;
}

const post = (data: unknown, origin = ORIGIN) => window.dispatchEvent(new MessageEvent('message', { data, origin }));
const start = vi.fn(async () => ({ url: '/channel/facebook/login?state=signed' }));
const input = { companyId: 'c1', kind: 'facebook' as const };
const options = { environment: { target: window, origin: ORIGIN }, start, timeoutMs: 60_000 };

describe('services/facebookLogin: the login popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the popup to where the server starts the login and resolves with the token it posts', async () => {
    const popup = fakePopup();
    const login = logInWithFacebook(popup, input, options);
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledWith('c1', 'facebook', undefined);
    expect(popup.location.href).toBe('/channel/facebook/login?state=signed');
    post({ type: 'facebookLogin', accessToken: 'EAAU-stranger' }, 'https://attacker.example');
    post({ type: 'somethingElse', accessToken: 'EAAU-other' });
    post({ type: 'facebookLogin', accessToken: 'EAAU-ayla' });
    await expect(login).resolves.toEqual({ accessToken: 'EAAU-ayla' });
    expect(popup.closed).toBe(true);
  });

  it("rejects with the popup's words when the login gave no token", async () => {
    const login = logInWithFacebook(fakePopup(), input, options);
    await vi.advanceTimersByTimeAsync(0);
    post({ type: 'facebookLogin', error: 'The Facebook login was cancelled.' });
    await expect(login).rejects.toEqual({ kind: 'login', message: 'The Facebook login was cancelled.' });
  });

  it('rejects when the person closes the popup or takes too long, and when no popup could open', async () => {
    const popup = fakePopup();
    const closed = logInWithFacebook(popup, input, options);
    const closedOutcome = expect(closed).rejects.toEqual({ kind: 'popupClosed' });
    await vi.advanceTimersByTimeAsync(0);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1100);
    await closedOutcome;
    const slow = logInWithFacebook(fakePopup(), input, options);
    const slowOutcome = expect(slow).rejects.toEqual({ kind: 'popupClosed' });
    await vi.advanceTimersByTimeAsync(60_000);
    await slowOutcome;
    await expect(logInWithFacebook(null, input, options)).rejects.toEqual({ kind: 'popupBlocked' });
  });

  it("closes the popup and passes the server's refusal on when the login cannot start", async () => {
    const popup = fakePopup();
    const refusal = { kind: 'http', status: 400, body: { statusCode: 400, error: 'Error', message: 'no app' } };
    await expect(logInWithFacebook(popup, input, { ...options, start: vi.fn(async () => Promise.reject(refusal)) })).rejects.toBe(refusal);
    expect(popup.closed).toBe(true);
  });
});
