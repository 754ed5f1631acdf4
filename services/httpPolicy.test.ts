import { describe, expect, it } from 'vitest';
import { policyFor } from './httpPolicy';

describe('the global network policy (spec 8)', () => {
  it('signs out on 401', () => {
    expect(policyFor({ kind: 'http', status: 401 })).toEqual({ kind: 'logout', to: '/login?logoutError=1' });
  });

  it('shows the access-blocked page on 403', () => {
    expect(policyFor({ kind: 'http', status: 403 })).toEqual({ kind: 'navigate', to: '/error?header=access_blocked' });
  });

  it('shows the error page with the server message above 500, except 503', () => {
    const body = { statusCode: 502, error: 'Bad Gateway', message: 'Upstream & co failed' };
    expect(policyFor({ kind: 'http', status: 502, body })).toEqual({ kind: 'navigate', to: '/error?message=Upstream+%26+co+failed' });
    expect(policyFor({ kind: 'http', status: 504 })).toEqual({ kind: 'navigate', to: '/error?message=Request+failed+with+status+504' });
    expect(policyFor({ kind: 'http', status: 503 })).toEqual({ kind: 'toast', key: 'http.fetchError' });
  });

  it('toasts on 500 and other non-ok answers, and on network failure', () => {
    for (const status of [400, 404, 409, 429, 500]) expect(policyFor({ kind: 'http', status })).toEqual({ kind: 'toast', key: 'http.fetchError' });
    expect(policyFor({ kind: 'network' })).toEqual({ kind: 'toast', key: 'http.networkFailed' });
  });
});
