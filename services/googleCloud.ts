import { googleCloudPopupMessage, type GoogleCloudPopupKind, type GoogleCloudPopupMessage } from './contracts/rest/googleCloud';
import { getToken } from './session';
import type { GoogleCloudFailure } from './contracts/googleCloud';
import { isGoogleCloudFailure } from './contracts/googleCloud';
import { waitForPopupMessage, type PopupMessageSource, type PopupWindow } from './popupMessage';

export type { GoogleCloudFailure };
export { isGoogleCloudFailure };

/**
 * Google Cloud project creation and service-key download for a Dialogflow AI (spec 01
 * section 7, spec 02): each opens a popup window on the server's /bot/oauth routes (the
 * session token goes in the access_token query parameter: a popup cannot send headers)
 * and waits for the result the popup posts back to this window (window.opener.postMessage,
 * same origin):
 *   { type: 'googleCloudProject', projectName, projectId } or { type, error }
 *   { type: 'googleCloudServiceKey', projectId, key } (the service-account key object) or { type, error }
 */

/** How long a person has to finish the Google consent in the popup. */
export const POPUP_TIMEOUT_MS = 5 * 60 * 1000;
const POPUP_FEATURES = 'popup=yes,width=560,height=680';

export type PopupKind = GoogleCloudPopupKind;
export type PopupMessage = GoogleCloudPopupMessage;

/** The popup's message of this kind, read with its contract; anything else is not it. */
function readMessage(data: unknown, kind: PopupKind): PopupMessage | null {
  const parsed = googleCloudPopupMessage.safeParse(data);
  return parsed.success && parsed.data.type === kind ? parsed.data : null;
}

function withToken(query: Record<string, string>): string {
  const token = getToken();
  return new URLSearchParams({ ...query, ...(token ? { access_token: token } : {}) }).toString();
}

export type PopupEnvironment = PopupMessageSource & { open: (url: string) => PopupWindow | null };

function browserEnvironment(): PopupEnvironment {
  return { open: (url) => window.open(url, 'bot-oauth', POPUP_FEATURES), target: window, origin: window.location.origin };
}

/** Opens the popup on `url` and resolves with its posted message; rejects with a GoogleCloudFailure. */
export async function runPopup(
  url: string,
  kind: PopupKind,
  { signal, timeoutMs = POPUP_TIMEOUT_MS, environment = browserEnvironment() }: { signal?: AbortSignal; timeoutMs?: number; environment?: PopupEnvironment } = {},
): Promise<PopupMessage> {
  const popup = environment.open(url);
  if (!popup) throw { kind: 'popupBlocked' } satisfies GoogleCloudFailure;
  const outcome = await waitForPopupMessage(popup, (data) => readMessage(data, kind), environment, signal, timeoutMs);
  if (outcome.kind !== 'message') throw { kind: outcome.kind } satisfies GoogleCloudFailure;
  if (typeof outcome.message.error === 'string') throw { kind: 'failed', message: outcome.message.error } satisfies GoogleCloudFailure;
  return outcome.message;
}

/** Spec 5: project names are sent with their spaces removed. */
export function projectNameOf(name: string): string {
  return name.replace(/\s+/g, '');
}

/** Creates a Google Cloud project through the consent popup; resolves with its id. */
export async function createGoogleProject(
  input: { projectName: string },
  options: { signal?: AbortSignal; timeoutMs?: number; environment?: PopupEnvironment } = {},
): Promise<{ projectId: string }> {
  const url = `/bot/oauth/project?${withToken({ projectName: projectNameOf(input.projectName) })}`;
  const message = await runPopup(url, 'googleCloudProject', options);
  if (!message.projectId) throw { kind: 'failed' } satisfies GoogleCloudFailure;
  return { projectId: message.projectId };
}

/** Downloads the service-account key of a project through the popup; resolves with the JSON key as text. */
export async function downloadServiceKey(
  input: { projectId: string },
  options: { signal?: AbortSignal; timeoutMs?: number; environment?: PopupEnvironment } = {},
): Promise<{ key: string; projectId: string }> {
  const url = `/bot/oauth/servicekey?${withToken({ projectId: input.projectId })}`;
  const message = await runPopup(url, 'googleCloudServiceKey', options);
  if (!message.key) throw { kind: 'failed' } satisfies GoogleCloudFailure;
  const key = typeof message.key === 'string' ? message.key : JSON.stringify(message.key, null, 2);
  return { key, projectId: input.projectId };
}
