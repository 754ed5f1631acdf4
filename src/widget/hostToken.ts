/** The event every messenger on the page hears when the host page gives its visitor's token. */
const HOST_TOKEN_EVENT = 'webmessenger:signin';

const tokenOf = (event: Event): string | null => (event instanceof CustomEvent && typeof event.detail === 'string' && event.detail.trim()) || null;

// The latest token is kept from the start: the host may give it before the channel is read.
let latest: string | null = null;
window.addEventListener(HOST_TOKEN_EVENT, (event) => {
  latest = tokenOf(event) ?? latest;
});

/** Calls `listener` with each token the host gives from now on. */
export function onHostToken(listener: (token: string) => void): void {
  window.addEventListener(HOST_TOKEN_EVENT, (event) => {
    const token = tokenOf(event);
    if (token) listener(token);
  });
}

/** The token the host gave last, if any. */
export const latestHostToken = (): string | null => latest;

/**
 * `window.WebMessenger.signIn(token)`: the host page gives the token its backend signed for
 * the visitor (TOKEN sign-in). Every messenger on the page hears it, whichever script tag
 * defined the global.
 */
export function signIn(token: string): void {
  window.dispatchEvent(new CustomEvent(HOST_TOKEN_EVENT, { detail: String(token) }));
}
