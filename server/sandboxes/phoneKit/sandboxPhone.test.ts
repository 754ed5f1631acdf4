// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phonePage as facebookPhonePage } from '../facebook/messaging/phonePage';
import { phonePage as linePhonePage } from '../line/phonePage';
import { phonePage as teamsPhonePage } from '../teams/phonePage';
import { phonePage as telegramPhonePage } from '../telegram/phonePage';

type Sent = { url: string; body: unknown };

/** Opens a sandbox's phone page: its markup in the document and its script running, the sandbox answering with `answer`; answers what the page sent. */
function open(html: string, answer: (url: string) => unknown): Sent[] {
  const sent: Sent[] = [];
  vi.useFakeTimers({ toFake: ['setInterval'] });
  vi.stubGlobal('fetch', async (url: string, init?: { body?: string }) => {
    sent.push({ url, body: init?.body === undefined ? undefined : JSON.parse(init.body) });
    const body = answer(url);
    return { ok: true, status: 200, json: async () => body };
  });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const script = parsed.querySelector('script');
  script?.remove();
  document.body.replaceChildren(...Array.from(parsed.body.childNodes));
  runInThisContext(script?.textContent ?? '');
  return sent;
}

const byId = (id: string) => document.getElementById(id)!;
const texts = (selector: string) => Array.from(document.querySelectorAll(selector), (node) => node.textContent);
const submit = (id: string) => byId(id).dispatchEvent(new Event('submit', { cancelable: true }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('The sandbox phones', () => {
  it('Telegram: shows the chosen bot’s chat, and a tapped callback button posts its data', async () => {
    const chat = {
      bot: { username: 'helper_bot' },
      webhookUrl: null,
      pendingUpdates: 2,
      entries: [{ from: 'bot', message_id: 3, text: 'Tea?', reply_markup: { inline_keyboard: [[{ text: 'Tea', callback_data: 'tea' }]] } }],
    };
    const sent = open(telegramPhonePage([{ id: 7, name: 'Helper', username: 'helper_bot' }]), () => chat);
    await vi.waitFor(() => expect(texts('#chat li')).toEqual(['Tea?Tea']));
    expect(byId('webhook').textContent).toBe('@helper_bot · webhook: none yet · updates waiting: 2');
    expect(sent[0]?.url).toBe('/sandbox/telegram/chats/7/100001');
    document.querySelector<HTMLButtonElement>('#chat button')!.click();
    await vi.waitFor(() => expect(sent).toContainEqual({ url: '/sandbox/telegram/chats/7/100001/callbacks', body: { messageId: 3, data: 'tea' } }));
  });

  it('LINE: a made channel is chosen, its keys shown, and the last bot message’s quick replies are buttons under the chat', async () => {
    const made = { channelId: '1650', name: 'Helper', basicId: '@abc', channelSecret: 'secret-1', accessToken: '1650.token' };
    const chat = {
      channel: { basicId: '@abc' },
      webhookUrl: 'https://console.test/hook',
      failedDeliveries: 0,
      entries: [{ from: 'bot', text: 'Tea or coffee?', quickReply: { items: [{ action: { type: 'message', label: 'Tea', text: 'Tea' } }] } }],
    };
    open(linePhonePage([]), (url) => (url.endsWith('/channels') ? made : chat));
    expect(texts('#channel option')).toEqual(['No channel yet: make one above']);
    submit('create');
    await vi.waitFor(() => expect(texts('#quick button')).toEqual(['Tea']));
    expect(texts('#channel option')).toEqual(['Helper (@abc)']);
    expect([(byId('secret') as HTMLInputElement).value, (byId('token') as HTMLInputElement).value]).toEqual(['secret-1', '1650.token']);
    expect(texts('#chat li')).toEqual(['Tea or coffee?']);
    expect(byId('create-result').textContent).toBe('Made Helper (@abc).');
  });

  it('Teams: a registered bot is chosen, its suggested actions are buttons, and a written message is posted', async () => {
    const chat = {
      endpoint: 'https://console.test/teams',
      entries: [{ from: 'bot', text: 'Pick', activity: { suggestedActions: { actions: [{ type: 'imBack', title: 'Tea', value: 'tea' }] } } }],
    };
    const sent = open(teamsPhonePage([]), (url) =>
      url.endsWith('/bots') ? { appId: 'app-1', name: 'Helper', password: 'pw' } : url.endsWith('/messages') ? { status: 200 } : chat,
    );
    submit('register');
    await vi.waitFor(() => expect(texts('#chat li')).toEqual(['PickTea']));
    expect(texts('#bot option')).toEqual(['Helper (app-1)']);
    expect((byId('endpoint') as HTMLInputElement).value).toBe('https://console.test/teams');
    (byId('text') as HTMLInputElement).value = 'Hello';
    submit('write');
    await vi.waitFor(() => expect(sent).toContainEqual({ url: '/sandbox/teams/chats/app-1/sandbox-user/messages', body: { text: 'Hello', name: 'Sandbox user' } }));
  });
  it('Facebook: the chosen page’s chat, its quick replies as buttons, and the receiver holding the thread passes it back', async () => {
    localStorage.setItem('facebook-sandbox-user', '7000000000000001');
    const chat = {
      page: { id: '100', name: 'Harbour Café', instagram: '178' },
      platform: 'messenger',
      delivering: true,
      webhookUrl: 'https://console.test/channels/v1/facebook/webhook',
      owner: { id: '2', name: 'Agent desk', isApp: false },
      failedDeliveries: 0,
      entries: [{ id: 'm1', from: 'bot', timestamp: 1, text: 'Tea or coffee?', quickReplies: [{ title: 'Tea', payload: 'tea' }] }],
    };
    const pages = { pages: [{ id: '100', name: 'Harbour Café', instagram: '178', instagramUsername: 'harbourcafe' }] };
    const sent = open(facebookPhonePage([]), (url) => (url.endsWith('/pages') ? pages : url.includes('/chats/') && !url.includes('?') ? { mid: 'm2', delivered: true } : chat));
    await vi.waitFor(() => expect(texts('#quick button')).toEqual(['Tea']));
    expect(texts('#page option')).toEqual(['Harbour Café (@harbourcafe)']);
    expect(texts('#chat li')).toEqual(['Tea or coffee?']);
    expect(byId('thread').textContent).toBe('Thread with Agent desk · webhook: https://console.test/channels/v1/facebook/webhook · failed deliveries: 0');
    expect(byId('desk').hidden).toBe(false);
    document.querySelector<HTMLButtonElement>('#quick button')!.click();
    await vi.waitFor(() =>
      expect(sent).toContainEqual({ url: '/sandbox/facebook/messaging/chats/100/7000000000000001/quick-replies', body: { platform: 'messenger', payload: 'tea' } }),
    );
    byId('pass-back').click();
    await vi.waitFor(() => expect(sent).toContainEqual({ url: '/sandbox/facebook/messaging/chats/100/7000000000000001/pass-back', body: { platform: 'messenger' } }));
  });
});
