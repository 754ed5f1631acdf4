import ky, { isHTTPError, type Input, type KyInstance, type Options, type ResponsePromise } from 'ky';
import type { z } from 'zod';
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

/** A failed answer's body when it is JSON (read from a copy, so it can be read again); any other body reads as undefined. */
async function failedAnswerBody(response: Response): Promise<unknown> {
  const type = (response.headers.get('content-type') ?? '').split(';', 1)[0] ?? '';
  if (!/\/(?:.*[.+-])?json$/.test(type.trim().toLowerCase())) return undefined;
  try {
    const text = await response.clone().text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns whatever a call threw into the shape machines understand. */
export async function toCallFailure(error: unknown): Promise<CallFailure> {
  if (isHTTPError(error)) {
    // The contract (zod) loads with the first failed answer, not with the sign-in page's first bundle.
    const reading = await import('./errorBodies').catch(() => undefined);
    if (!reading) return { kind: 'network' };
    const body = reading.readErrorBody(error.response.status, await failedAnswerBody(error.response));
    // A refused channel operation (403 with its permission code, 405-408) is not a blocked access: the form says it, as for GraphQL.
    return { kind: 'http', status: body?.permissionCode ?? error.response.status, body };
  }
  // No answer at all: the network failed (fetch's TypeError), the call timed out (TimeoutError) or it was cancelled.
  return { kind: 'network' };
}

/** Applies the global policy to one failed call, unless the call judges its failures itself. */
function judge(failure: CallFailure, context: Record<string, unknown>): void {
  if (context['ownErrors']) return;
  const outcome = policyFor(failure);
  if (!(context['formErrors'] && outcome.kind === 'toast')) applyPolicy(outcome);
}

/**
 * The client's error hooks only see failed answers: a call that got no answer at all (no
 * network, timeout, cancelled) is judged here, with the call's own context, on every call of
 * the client and of its extensions, before the caller sees the failure.
 */
function judgingUnanswered(client: KyInstance): KyInstance {
  const watched = <T>(answer: ResponsePromise<T>, options?: Options): ResponsePromise<T> => {
    void answer.catch((error: unknown) => {
      if (!isHTTPError(error)) judge({ kind: 'network' }, options?.context ?? {});
    });
    return answer;
  };
  const methods: Omit<KyInstance, never> = {
    get: <T>(input: Input, options?: Options) => watched(client.get<T>(input, options), options),
    post: <T>(input: Input, options?: Options) => watched(client.post<T>(input, options), options),
    put: <T>(input: Input, options?: Options) => watched(client.put<T>(input, options), options),
    patch: <T>(input: Input, options?: Options) => watched(client.patch<T>(input, options), options),
    delete: <T>(input: Input, options?: Options) => watched(client.delete<T>(input, options), options),
    head: (input: Input, options?: Options) => watched(client.head(input, options), options),
    create: (defaults?: Options) => client.create(defaults),
    extend: (defaults: Options | ((parent: Options) => Options)) => judgingUnanswered(client.extend(defaults)),
    stop: client.stop,
    retry: client.retry,
  };
  return Object.assign(<T>(input: Input, options?: Options) => watched(client<T>(input, options), options), methods);
}

/**
 * The one HTTP client: JSON, bearer token, companyID header. Its inputs are paths relative to
 * the console's origin, without the leading slash ('auth/signin'). Calls made with
 * `context: { ownErrors: true }` handle every failure themselves (the auth forms);
 * calls made with `context: { formErrors: true }` are shown by their form, so the policy
 * skips its generic toasts only (as GraphQL's ownErrors); all others go through the
 * global policy before the error reaches the caller.
 */
export const http: KyInstance = judgingUnanswered(
  ky.create({
    prefixUrl: globalThis.location?.origin,
    retry: 0,
    timeout: 30_000,
    headers: { accept: 'application/json' },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
          const companyId = companyIdFromLocation();
          if (companyId) request.headers.set('companyID', companyId);
        },
      ],
      beforeError: [
        async (error) => {
          const { context } = error.options;
          if (!context['ownErrors']) judge(await toCallFailure(error), context);
          return error;
        },
      ],
    },
  }),
);

/** An absolute path of the server's API ('/core/v1/...', as the contracts name them) as the client's input. */
export const clientPath = (path: string): string => path.replace(/^\//, '');

/** A call's JSON answer checked against its contract; an empty answer is checked as undefined. */
export async function checkedJson<S extends z.ZodType>(answer: ResponsePromise, schema: S): Promise<z.infer<S>> {
  const data: unknown = await answer.json();
  return schema.parseAsync(data === '' ? undefined : data);
}

/** Runs a call and rethrows any failure as a CallFailure (what machines' error events carry). */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await toCallFailure(error);
  }
}
