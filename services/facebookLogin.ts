import { facebookLoginMessage, type FacebookLoginFailure, type FacebookLoginMessage, type PagesKind } from './contracts/rest/facebookPages';
import { facebookPages } from './facebookPages';
import { waitForPopupMessage, type PopupMessageSource, type PopupWindow } from './popupMessage';

/**
 * The social login of the Facebook and Instagram forms: a popup (600 px wide, spec 02 section
 * 2) opened with the person's click, sent to where the server starts the login, which goes
 * through the provider's dialog and back to the server; its last page posts the user's access
 * token (or why there is none) to this window, from the console's own origin only.
 */

/** How long a person has to finish the login in the popup. */
export const LOGIN_TIMEOUT_MS = 5 * 60 * 1000;

export type LoginWindow = PopupWindow & { location: { href: string } };
export type LoginEnvironment = PopupMessageSource;

/** The popup's login message; anything else is not it. */
function readLoginMessage(data: unknown): FacebookLoginMessage | null {
  const parsed = facebookLoginMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Waits for the popup's token; a closed popup, the timeout or an abort end the wait (the popup closed too). */
async function waitForToken(popup: LoginWindow, environment: LoginEnvironment, signal: AbortSignal | undefined, timeoutMs: number): Promise<{ accessToken: string }> {
  const outcome = await waitForPopupMessage(popup, readLoginMessage, environment, signal, timeoutMs);
  if (outcome.kind !== 'message') throw { kind: 'popupClosed' } satisfies FacebookLoginFailure;
  const { accessToken, error } = outcome.message;
  if (!accessToken) throw { kind: 'login', message: error ?? '' } satisfies FacebookLoginFailure;
  return { accessToken };
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
