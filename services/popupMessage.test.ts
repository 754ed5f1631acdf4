// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForPopupMessage } from './popupMessage';

const ORIGIN = 'https://console.example.com';
const source = { target: window, origin: ORIGIN };

/** A popup the test controls: whether it is closed, and how often the wait closed it. */
function fakePopup() {
  const popup = {
    closed: false,
    closeCount: 0,
    close() {
      popup.closed = true;
      popup.closeCount += 1;
    },
  };
  return popup;
}

const post = (data: unknown, origin = ORIGIN) => window.dispatchEvent(new MessageEvent('message', { data, origin }));
/** Reads only `{ answer: string }`; anything else is not the popup's message. */
const readAnswer = (data: unknown) => (typeof data === 'object' && data !== null && 'answer' in data && typeof data.answer === 'string' ? data.answer : null);

describe("services/popupMessage: the wait for a popup's message", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores other origins and unreadable messages, then resolves with the first readable one and closes the popup', async () => {
    const popup = fakePopup();
    const wait = waitForPopupMessage(popup, readAnswer, source, undefined, 60_000);
    post({ answer: 'from a stranger' }, 'https://attacker.example');
    post({ other: 'shape' });
    expect(popup.closeCount).toBe(0);
    post({ answer: 'yes' });
    post({ answer: 'too late' });
    await expect(wait).resolves.toEqual({ kind: 'message', message: 'yes' });
    expect(popup.closeCount).toBe(1);
  });

  it('ends with a timeout when the time runs out, and closes the popup', async () => {
    const popup = fakePopup();
    const wait = waitForPopupMessage(popup, readAnswer, source, undefined, 2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(popup.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(wait).resolves.toEqual({ kind: 'timeout' });
    expect(popup.closeCount).toBe(1);
  });

  it('ends when the person closes the popup, and a later message changes nothing', async () => {
    const popup = fakePopup();
    const wait = waitForPopupMessage(popup, readAnswer, source, undefined, 60_000);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1100);
    await expect(wait).resolves.toEqual({ kind: 'popupClosed' });
    post({ answer: 'after the end' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(popup.closeCount).toBe(0);
  });

  it('still takes the message a popup posted just before it closed itself', async () => {
    const popup = fakePopup();
    const wait = waitForPopupMessage(popup, readAnswer, source, undefined, 60_000);
    // The popup posts and closes; the wait sees it closed before the message arrives.
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    post({ answer: 'logged in' });
    await expect(wait).resolves.toEqual({ kind: 'message', message: 'logged in' });
  });

  it("rejects with the abort's reason and closes the popup", async () => {
    const popup = fakePopup();
    const controller = new AbortController();
    const wait = waitForPopupMessage(popup, readAnswer, source, controller.signal, 60_000);
    const reason = new Error('the form was left');
    controller.abort(reason);
    await expect(wait).rejects.toBe(reason);
    expect(popup.closeCount).toBe(1);
    post({ answer: 'after the abort' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(popup.closeCount).toBe(1);
  });
});
