import type { ApiFailure, ErrorBody } from '../../services/contracts/common';

export function isApiFailure(error: unknown): error is ApiFailure {
  if (typeof error !== 'object' || error === null || !('kind' in error)) return false;
  const { kind } = error as { kind: unknown };
  if (kind === 'network') return true;
  return kind === 'http' && typeof (error as { status?: unknown }).status === 'number';
}

/** The HTTP status of a failure, or undefined for network failures and unknown errors. */
export function failureStatus(error: unknown): number | undefined {
  return isApiFailure(error) && error.kind === 'http' ? error.status : undefined;
}

/** The error body the server sent with a failure, if any. */
export function failureBody(error: unknown): ErrorBody | undefined {
  return isApiFailure(error) && error.kind === 'http' ? error.body : undefined;
}

/** The server's machine-readable reason (`cause`), e.g. `err_ip_not_allowed`. */
export function failureCause(error: unknown): string | undefined {
  return failureBody(error)?.cause;
}

/** A network failure, or an error that is not an ApiFailure at all (treated the same). */
export function isNetworkFailure(error: unknown): boolean {
  return failureStatus(error) === undefined;
}

/** True when the failure is an HTTP answer with exactly this status (and cause, if given). */
export function hasStatus(error: unknown, status: number, cause?: string): boolean {
  return failureStatus(error) === status && (cause === undefined || failureCause(error) === cause);
}

/**
 * The error an `xstate.error.actor.*` event carries. Named actions see the machine's
 * own event union, which does not list actor events, so they read it through this.
 */
export function actorError(event: unknown): unknown {
  return typeof event === 'object' && event !== null && 'error' in event ? event.error : undefined;
}
