import type { ErrorBody } from './contracts';

/** How a failed call reaches a machine: the HTTP status with the server's body, or no answer at all. */
export type CallFailure = { kind: 'http'; status: number; body?: ErrorBody } | { kind: 'network' };

/**
 * The global network policy of spec 8, as a pure decision:
 * 401 -> storage cleared, /login?logoutError=1; 403 -> /error?header=access_blocked;
 * above 500 except 503 -> /error?message=...; no answer -> network toast; other non-ok -> generic toast.
 */
export type PolicyOutcome = { kind: 'logout'; to: '/login?logoutError=1' } | { kind: 'navigate'; to: string } | { kind: 'toast'; key: 'http.networkFailed' | 'http.fetchError' };

export function policyFor(failure: CallFailure): PolicyOutcome {
  if (failure.kind === 'network') return { kind: 'toast', key: 'http.networkFailed' };
  const { status } = failure;
  if (status === 401) return { kind: 'logout', to: '/login?logoutError=1' };
  if (status === 403) return { kind: 'navigate', to: '/error?header=access_blocked' };
  if (status > 500 && status !== 503) {
    const message = failure.body?.message ?? `Request failed with status ${status}`;
    return { kind: 'navigate', to: `/error?${new URLSearchParams({ message }).toString()}` };
  }
  return { kind: 'toast', key: 'http.fetchError' };
}
