/**
 * The wait for a popup's answer (the Facebook login, the Google Cloud consent): the popup posts
 * one message to this window when it is done; only messages from the console's own origin that
 * the caller can read count. The person closing the popup (seen up to two intervals later, so
 * that a message posted just before the popup closed itself still counts), the time running out
 * or an abort end the wait too.
 */

/** How often the wait looks whether the person closed the popup. */
const CLOSED_POLL_MS = 500;

/** The part of a popup window the wait uses. */
export type PopupWindow = Pick<Window, 'close' | 'closed'>;

/** Where the popup's messages arrive (this window) and the only origin they may come from. */
export type PopupMessageSource = { target: Pick<Window, 'addEventListener' | 'removeEventListener'>; origin: string };

/** How the wait ended: the popup's message, the time ran out, or the person closed the popup. */
export type PopupWaitOutcome<Message> = { kind: 'message'; message: Message } | { kind: 'timeout' } | { kind: 'popupClosed' };

/**
 * Waits for the first message `read` accepts (it returns null for anything else). The popup is
 * closed when its message arrives, when the time runs out and on an abort; an abort rejects with
 * the signal's reason.
 */
export function waitForPopupMessage<Message>(
  popup: PopupWindow,
  read: (data: unknown) => Message | null,
  source: PopupMessageSource,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<PopupWaitOutcome<Message>> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      clearInterval(closedPoll);
      source.target.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const closeWith = (outcome: () => void) =>
      finish(() => {
        popup.close();
        outcome();
      });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== source.origin) return;
      const message = read(event.data);
      if (message === null) return;
      closeWith(() => resolve({ kind: 'message', message }));
    };
    const onAbort = () => closeWith(() => reject(signal?.reason));
    const timer = setTimeout(() => closeWith(() => resolve({ kind: 'timeout' })), timeoutMs);
    // A popup that posts its message and then closes itself can be seen closed before its message
    // arrives here: once closed, the wait listens one more interval before it ends.
    let seenClosed = false;
    const closedPoll = setInterval(() => {
      if (seenClosed) finish(() => resolve({ kind: 'popupClosed' }));
      else seenClosed = popup.closed;
    }, CLOSED_POLL_MS);
    source.target.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort);
  });
}
