import { facebookLoginMessage, type FacebookLoginFailure, type PagesKind } from './contracts/rest/facebookPages';
import { facebookPages } from './facebookPages';

/**
 * The social login of the Facebook and Instagram forms: a popup (600 px wide, spec 02 section
 * 2) opened with the person's click, sent to where the server starts the login, which goes
 * through the provider's dialog and back to the server; its last page posts the user's access
 * token (or why there is none) to this window, from the console's own origin only.
 */

/** How long a person has to finish the login in the popup. */
export const LOGIN_TIMEOUT_MS = 5 * 60 * 1000;
const CLOSED_POLL_MS = 500;

export type LoginWindow = Pick<Window, 'close' | 'closed'> & { location: { href: string } };
export type LoginEnvironment = { target: Pick<Window, 'addEventListener' | 'removeEventListener'>; origin: string };

/** Waits for the popup's message; a closed popup, the timeout or an abort end the wait (the popup closed too). */
function waitForToken(popup: LoginWindow, environment: LoginEnvironment, signal: AbortSignal | undefined, timeoutMs: number): Promise<{ accessToken: string }> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      clearInterval(closedPoll);
      environment.target.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (failure: unknown) =>
      finish(() => {
        popup.close();
        reject(failure);
      });
    const onMessage = (event: Event) => {
      const { data, origin } = event as MessageEvent;
      if (origin !== environment.origin) return;
      const parsed = facebookLoginMessage.safeParse(data);
      if (!parsed.success) return;
      const { accessToken, error } = parsed.data;
      if (accessToken) finish(() => (popup.close(), resolve({ accessToken })));
      else fail({ kind: 'login', message: error ?? '' } satisfies FacebookLoginFailure);
    };
    const onAbort = () => fail(signal?.reason);
    const timer = setTimeout(() => fail({ kind: 'popupClosed' } satisfies FacebookLoginFailure), timeoutMs);
    const closedPoll = setInterval(() => {
      if (popup.closed) fail({ kind: 'popupClosed' } satisfies FacebookLoginFailure);
    }, CLOSED_POLL_MS);
    environment.target.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort);
  });
}

/**
 * Logs in through `popup` (opened by the caller with the person's click, so no blocker stops
 * it): asks the server where the login starts, sends the popup there and waits for the token.
 */
export async function logInWithFacebook(
  popup: LoginWindow | null,
  input: { companyId: string; kind: PagesKind },
  options: { signal?: AbortSignal; environment?: LoginEnvironment; timeoutMs?: number; start?: typeof facebookPages.loginStart } = {},
): Promise<{ accessToken: string }> {
  if (!popup) throw { kind: 'popupBlocked' } satisfies FacebookLoginFailure;
  const environment = options.environment ?? { target: window, origin: window.location.origin };
  const start = options.start ?? facebookPages.loginStart;
  try {
    const { url } = await start(input.companyId, input.kind, options.signal);
    popup.location.href = url;
  } catch (error) {
    popup.close();
    throw error;
  }
  return waitForToken(popup, environment, options.signal, options.timeoutMs ?? LOGIN_TIMEOUT_MS);
}
