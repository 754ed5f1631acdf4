import ky, { HTTPError, isHTTPError, isNetworkError, type KyInstance } from 'ky';
import type { ErrorBody } from './contracts';
import { errorBody } from './contracts';
import { policyFor, type CallFailure, type PolicyOutcome } from './httpPolicy';
import { clearAll, getToken } from './session';

export type { CallFailure } from './httpPolicy';

/** What the policy does in the app; the app assembly provides navigation and toasts. */
export type PolicyEffects = {
  navigate: (to: string) => void;
  toast: (key: PolicyOutcome extends infer O ? (O extends { kind: 'toast'; key: infer K } ? K : never) : never) => void;
  clearStorage: () => void;
};

let effects: PolicyEffects = {
  navigate: (to) => window.location.assign(to),
  toast: (key) => console.warn(key),
  clearStorage: clearAll,
};

export function configureHttpPolicy(next: Partial<PolicyEffects>): void {
  effects = { ...effects, ...next };
}

export function applyPolicy(outcome: PolicyOutcome): void {
  if (outcome.kind === 'logout') {
    effects.clearStorage();
    effects.navigate(outcome.to);
  } else if (outcome.kind === 'navigate') effects.navigate(outcome.to);
  else effects.toast(outcome.key);
}

/** The companyID header comes from the page's query string (?companyId=). */
function companyIdFromLocation(): string | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  return params.get('companyId') ?? params.get('companyID');
}

/** Reads a failed answer's body into the common error shape (2FA answers nest remainingTime under data). */
export function readErrorBody(status: number, data: unknown): ErrorBody | undefined {
  const parsed = errorBody.safeParse(data);
  if (parsed.success) return parsed.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const nested = (typeof record['data'] === 'object' && record['data'] !== null ? record['data'] : {}) as Record<string, unknown>;
  const remaining = record['remainingTime'] ?? nested['remainingTime'];
  return {
    statusCode: status,
    error: typeof record['error'] === 'string' ? record['error'] : '',
    message: typeof record['message'] === 'string' ? record['message'] : '',
    cause: typeof record['cause'] === 'string' ? record['cause'] : nested['blocked'] === true ? 'blocked' : undefined,
    remainingTime: typeof remaining === 'number' ? Math.round(remaining) : undefined,
    permissionCode: typeof record['permissionCode'] === 'number' ? record['permissionCode'] : undefined,
  };
}

/** Turns whatever a call threw into the shape machines understand. */
export async function toCallFailure(error: unknown): Promise<CallFailure> {
  if (isHTTPError(error) || error instanceof HTTPError) {
    const body = readErrorBody(error.response.status, error.data);
    // A refused channel operation (403 with its permission code, 405-408) is not a blocked access: the form says it, as for GraphQL.
    return { kind: 'http', status: body?.permissionCode ?? error.response.status, body };
  }
  if (isNetworkError(error) || error instanceof TypeError) return { kind: 'network' };
  return { kind: 'network' };
}

/**
 * The one HTTP client: JSON, bearer token, companyID header. Calls made with
 * `context: { ownErrors: true }` handle every failure themselves (the auth forms);
 * calls made with `context: { formErrors: true }` are shown by their form, so the policy
 * skips its generic toasts only (as GraphQL's ownErrors); all others go through the
 * global policy before the error reaches the caller.
 */
export const http: KyInstance = ky.create({
  // Absolute paths ('/auth/...') resolve against the console's own origin.
  baseUrl: globalThis.location?.origin,
  retry: 0,
  timeout: 30_000,
  headers: { accept: 'application/json' },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = getToken();
        if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
        const companyId = companyIdFromLocation();
        if (companyId) request.headers.set('companyID', companyId);
      },
    ],
    beforeError: [
      async ({ error, options }) => {
        if (options.context['ownErrors']) return error;
        const outcome = policyFor(await toCallFailure(error));
        if (!(options.context['formErrors'] && outcome.kind === 'toast')) applyPolicy(outcome);
        return error;
      },
    ],
  },
});

/** Runs a call and rethrows any failure as a CallFailure (what machines' error events carry). */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await toCallFailure(error);
  }
}
