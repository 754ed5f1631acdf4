// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskPage } from './deskPage';

type Sent = { url: string; body: unknown };

/** Opens the desk page: its markup in the document and its script running, the sandbox answering with `answer`. */
function open(answer: (url: string) => unknown): Sent[] {
  const sent: Sent[] = [];
  vi.useFakeTimers({ toFake: ['setInterval'] });
  vi.stubGlobal('fetch', async (url: string, init?: { body?: string }) => {
    sent.push({ url, body: init?.body === undefined ? undefined : JSON.parse(init.body) });
    return { ok: true, status: 200, json: async () => answer(url) };
  });
  const parsed = new DOMParser().parseFromString(deskPage(), 'text/html');
  const script = parsed.querySelector('script');
  script?.remove();
  document.body.replaceChildren(...Array.from(parsed.body.childNodes));
  runInThisContext(script?.textContent ?? '');
  return sent;
}

const byId = (id: string) => document.getElementById(id)!;
const texts = (selector: string) => Array.from(document.querySelectorAll(selector), (node) => node.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the suite desk page', () => {
  it('lists the waiting conversations, shows the chosen one’s history, posts a reply and Close', async () => {
    const conversation = {
      id: 'SCV-5001',
      externalId: 'c-1',
      poolId: 'P-2001',
      channel: 'telegram',
      customer: { id: '42', name: 'Deniz' },
      status: 'waiting',
      history: [
        { from: 'customer', text: 'hi', at: '2026-01-01T10:00:00.000Z' },
        { from: 'bot', text: 'Let me find a colleague.', at: '2026-01-01T10:00:00.000Z' },
      ],
    };
    const queue = { pools: [{ id: 'P-2001', name: 'Customer support', companyId: 'SC-1001', conversations: [conversation] }] };
    const sent = open((url) => (url.endsWith('/queue') ? queue : { messageId: 'SM-1', webhookStatus: 200 }));
    await vi.waitFor(() => expect(texts('#chat li')).toEqual(['Customer: hi', 'Assistant: Let me find a colleague.']));
    expect(texts('#conversation option')).toEqual(['Customer support · Deniz (telegram)']);
    expect(byId('waiting').textContent).toBe('Waiting: Customer support: Deniz');
    (byId('text') as HTMLInputElement).value = 'Selin here.';
    byId('write').dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(sent).toContainEqual({ url: '/sandbox/suite/desk/conversations/SCV-5001/replies', body: { text: 'Selin here.', agentName: 'Selin' } }));
    (byId('close') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(sent).toContainEqual({ url: '/sandbox/suite/desk/conversations/SCV-5001/close', body: {} }));
  });
});
