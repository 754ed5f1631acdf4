// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpPolicy, http } from './http';
import { createWebChatClient, forgetConversation, readStoredConversation, storageForRun, storageKeyFor, storeConversation, UNREADABLE_ANSWER, type WebChatClient } from './webChat';

type Seen = { method: string; url: string; token: string | null; body: unknown };

const message = { oid: 'm1', sendBy: 'BOT', messageType: 'TEXT', content: { text: 'Hello!' }, messageDate: '2026-11-23T09:00:00.000Z', elapsedMs: 300 };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('services/webChat: the widget client', () => {
  const seen: Seen[] = [];
  const navigate = vi.fn();
  const toast = vi.fn();
  let next: () => Response;
  let client: WebChatClient;

  beforeEach(() => {
    seen.length = 0;
    navigate.mockReset();
    toast.mockReset();
    configureHttpPolicy({ navigate, toast, clearStorage: vi.fn() });
    const fetchFn = async (request: Request) => {
      const text = await request.text();
      seen.push({ method: request.method, url: request.url, token: request.headers.get('x-client-token'), body: text ? JSON.parse(text) : undefined });
      return next();
    };
    client = createWebChatClient(http.extend({ prefixUrl: 'http://console.test', fetch: fetchFn as typeof fetch }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the channel', async () => {
    next = () => answer(200, { id: 'ch 1', name: 'Web chat', assistantName: 'Helper' });
    expect(await client.channel('ch 1')).toEqual({ id: 'ch 1', name: 'Web chat', assistantName: 'Helper' });
    expect(seen[0]).toMatchObject({ method: 'GET', url: 'http://console.test/microwebchat/v1/channels/ch%201', token: null });
  });

  it('opens a conversation; elapsedMs defaults to 0 when the engine leaves it out', async () => {
    const { elapsedMs: _, ...withoutDelay } = message;
    next = () => answer(201, { conversationId: 'c1', clientToken: 't1', messages: [withoutDelay], ended: false });
    const started = await client.start('ch1');
    expect(started).toEqual({ conversationId: 'c1', clientToken: 't1', messages: [{ ...message, elapsedMs: 0 }], ended: false });
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'http://console.test/microwebchat/v1/channels/ch1/conversations', body: {} });
  });

  it('opens a conversation on the draft when told to: the body says so, the other calls are the same', async () => {
    const fetchFn = async (request: Request) => {
      const text = await request.text();
      seen.push({ method: request.method, url: request.url, token: request.headers.get('x-client-token'), body: text ? JSON.parse(text) : undefined });
      return answer(201, { conversationId: 'c1', clientToken: 't1', messages: [message], ended: false });
    };
    const draft = createWebChatClient(http.extend({ prefixUrl: 'http://console.test', fetch: fetchFn as typeof fetch }), { run: 'draft' });
    await draft.start('ch1');
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'http://console.test/microwebchat/v1/channels/ch1/conversations', body: { version: 'draft' } });
  });

  it("keeps the draft's conversation apart from the published one's in the tab's storage", () => {
    sessionStorage.clear();
    const draft = storageForRun(sessionStorage, 'draft');
    storeConversation(draft, 'ch1', { conversationId: 'c-draft', clientToken: 't-draft' });
    storeConversation(storageForRun(sessionStorage, 'published'), 'ch1', { conversationId: 'c-live', clientToken: 't-live' });
    expect(readStoredConversation(draft, 'ch1')).toEqual({ conversationId: 'c-draft', clientToken: 't-draft' });
    expect(readStoredConversation(sessionStorage, 'ch1')).toEqual({ conversationId: 'c-live', clientToken: 't-live' });
    expect(sessionStorage.getItem(`${storageKeyFor('ch1')}:draft`)).not.toBeNull();
    forgetConversation(draft, 'ch1');
    expect(readStoredConversation(draft, 'ch1')).toBeNull();
    expect(readStoredConversation(sessionStorage, 'ch1')).not.toBeNull();
  });

  it('sends text and payload with the client token; a text without payload sends no payload', async () => {
    next = () => answer(200, { conversationId: 'c2', clientToken: 't2', messages: [message], ended: false });
    const turn = await client.send({ conversationId: 'c1', clientToken: 't1', text: 'Opening hours', payload: 'btn-1' });
    expect(turn).toEqual({ conversationId: 'c2', clientToken: 't2', messages: [message], ended: false });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: 'http://console.test/microwebchat/v1/conversations/c1/messages',
      token: 't1',
      body: { text: 'Opening hours', payload: 'btn-1' },
    });
    await client.send({ conversationId: 'c1', clientToken: 't1', text: 'Hi' });
    expect(seen[1]?.body).toEqual({ text: 'Hi' });
  });

  it('restarts and reads the history with the client token', async () => {
    next = () => answer(200, { conversationId: 'c1', messages: [message], ended: false });
    expect(await client.restart({ conversationId: 'c1', clientToken: 't1' })).toEqual({ conversationId: 'c1', messages: [message], ended: false });
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'http://console.test/microwebchat/v1/conversations/c1/restart', token: 't1' });
    next = () => answer(200, { messages: [message], ended: true });
    expect(await client.history({ conversationId: 'c1', clientToken: 't1' })).toEqual({ messages: [message], ended: true });
    expect(seen[1]).toMatchObject({ method: 'GET', url: 'http://console.test/microwebchat/v1/conversations/c1/messages', token: 't1' });
  });

  it("a refusal comes back as the server's message; the console's global policy stays out (no logout, no error page)", async () => {
    next = () => answer(404, { statusCode: 404, error: 'Not Found', message: 'Conversation not found.' });
    await expect(client.history({ conversationId: 'gone', clientToken: 't' })).rejects.toEqual({
      kind: 'http',
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Conversation not found.' },
    });
    next = () => answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong client token.' });
    await expect(client.send({ conversationId: 'c1', clientToken: 'bad', text: 'x' })).rejects.toMatchObject({ status: 401, body: { message: 'Wrong client token.' } });
    next = () => answer(502, { statusCode: 502, error: 'Bad Gateway', message: 'down' });
    await expect(client.channel('ch1')).rejects.toMatchObject({ status: 502 });
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('no answer at all is a network failure', async () => {
    next = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(client.channel('ch1')).rejects.toEqual({ kind: 'network' });
  });

  it('an answer outside the contract is refused as unreadable, not half-read', async () => {
    next = () => answer(200, { conversationId: 'c1', messages: 'none', ended: false });
    await expect(client.restart({ conversationId: 'c1', clientToken: 't1' })).rejects.toEqual(UNREADABLE_ANSWER);
    next = () => answer(200, { id: 'ch1' });
    await expect(client.channel('ch1')).rejects.toEqual(UNREADABLE_ANSWER);
  });
});

describe('the kept conversation of a channel (sessionStorage)', () => {
  it('is stored per channel, read back, and forgotten; unreadable entries read as none', () => {
    storeConversation(sessionStorage, 'ch1', { conversationId: 'c1', clientToken: 't1' });
    expect(readStoredConversation(sessionStorage, 'ch1')).toEqual({ conversationId: 'c1', clientToken: 't1' });
    expect(readStoredConversation(sessionStorage, 'ch2')).toBeNull();
    forgetConversation(sessionStorage, 'ch1');
    expect(readStoredConversation(sessionStorage, 'ch1')).toBeNull();
    sessionStorage.setItem('webChat:ch3', '{not json');
    expect(readStoredConversation(sessionStorage, 'ch3')).toBeNull();
    sessionStorage.setItem('webChat:ch4', JSON.stringify({ conversationId: 'c4' }));
    expect(readStoredConversation(sessionStorage, 'ch4')).toBeNull();
  });
});
