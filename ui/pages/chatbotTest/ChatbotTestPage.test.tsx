// @vitest-environment jsdom
import '../../testing/dom';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../src/routes';
import type { ChatMessage, WebChatStarted, WebChatTurn } from '../../../services/contracts/conversations';
import { MAX_CHAT_TEXT } from '../../../services/contracts/conversations';
import { AGENT_POLL_MS } from '../../../machines/conversations/chatWidget.machine';
import { storageKeyFor, type WebChatClient } from '../../../services/webChat';
import { en, initTestI18n } from '../../testing/i18n';
import { WithActors } from '../../testing/consoleActors';
import { renderRoute } from '../../testing/renderRoute';
import ChatbotTestPage from './ChatbotTestPage';

let seq = 0;
const bot = (messageType: string, content: Record<string, unknown>): ChatMessage => ({
  oid: `m${++seq}`,
  sendBy: 'BOT',
  messageType,
  content,
  messageDate: '2026-11-23T09:00:00.000Z',
  elapsedMs: 0,
});
const button = (id: string, text: string, type = 'TEXT', link = '') => ({ id, text, type, link });

/** One message of a type of everyType: buttons answer only on the newest message. */
const only = (type: string) => everyType().filter((m) => m.messageType === type);

const everyType = (): ChatMessage[] => [
  bot('TEXT', { text: 'Hello!\nSee https://example.com/help. <b>not bold</b>' }),
  bot('IMAGE', { link: 'https://cdn.example.com/cat.png', caption: 'A cat' }),
  bot('VIDEO', { link: 'https://cdn.example.com/clip.mp4' }),
  bot('AUDIO', { link: 'https://cdn.example.com/song.mp3', caption: 'Our jingle' }),
  bot('FILE', { link: 'https://cdn.example.com/menu.pdf', caption: 'Menu (PDF)' }),
  bot('QUICKREPLY', {
    text: 'What do you need?',
    buttons: [
      button('b-hours', 'Opening hours'),
      button('b-site', 'Our site', 'URL', 'https://example.com'),
      button('b-call', 'Call us', 'PHONE', '+90 212 555 00 00'),
      button('b-bad', 'Bad', 'URL', 'javascript:alert(1)'),
    ],
  }),
  bot('CARD', {
    cards: [
      { id: 'c1', title: 'Latte', subtitle: 'Hot', text: 'Milk and espresso', image: 'https://cdn.example.com/latte.png', buttons: [button('buy-latte', 'Buy latte')] },
      { id: 'c2', title: 'Mocha', subtitle: 'Sweet', text: 'With chocolate', image: '', buttons: [button('buy-mocha', 'Buy mocha')] },
      { id: 'c3', title: 'Tea', subtitle: '', text: '', image: '', buttons: [] },
    ],
  }),
  bot('LIST', {
    header: 'Branches',
    body: 'Pick the nearest one',
    button: 'See branches',
    sectionTitle: 'Istanbul',
    rows: [
      { id: 'r-kadikoy', title: 'Kadıköy', description: 'Open late' },
      { id: 'r-besiktas', title: 'Beşiktaş', description: '' },
    ],
  }),
  bot('VOTE', { text: 'How did we do?', link: '/vote/abc123' }),
];

type Fake = WebChatClient & { [K in keyof WebChatClient]: ReturnType<typeof vi.fn> };

function fakeClient(opening: ChatMessage[] = everyType()): Fake {
  const started: WebChatStarted = { conversationId: 'c1', clientToken: 't1', messages: opening, ended: false };
  const turn: WebChatTurn = { conversationId: 'c1', messages: [bot('TEXT', { text: 'Noted.' })], ended: false };
  return {
    channel: vi.fn(async () => ({ id: 'ch1', name: 'Web chat', assistantName: 'Helper' })),
    start: vi.fn(async () => started),
    send: vi.fn(async () => turn),
    restart: vi.fn(async () => ({ conversationId: 'c1', messages: [bot('TEXT', { text: 'Fresh start.' })], ended: false })),
    history: vi.fn(async () => ({
      messages: [bot('TEXT', { text: 'Earlier answer' }), { ...bot('TEXT', { text: 'Earlier question' }), sendBy: 'CLIENT' as const }],
      ended: false,
    })),
  } as Fake;
}

function open(client: WebChatClient, at = '/chatbot-test?channelId=ch1') {
  return renderRoute(<ChatbotTestPage client={client} storage={sessionStorage} />, { path: '/chatbot-test', at });
}

const log = () => screen.getByRole('log');

beforeEach(() => {
  initTestI18n('en');
  sessionStorage.clear();
});
afterEach(() => cleanup());

describe('/chatbot-test page', () => {
  it('is a public route of the app: it opens without signing in', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const router = createMemoryRouter(routes, { initialEntries: ['/chatbot-test'] });
    render(
      <WithActors>
        <RouterProvider router={router} />
      </WithActors>,
    );
    expect(await screen.findByText(en('chatbotTest:missingChannel'))).toBeTruthy();
    expect(router.state.location.pathname).toBe('/chatbot-test');
    vi.restoreAllMocks();
  });

  it('without a channelId explains how to open it', () => {
    const client = fakeClient();
    open(client, '/chatbot-test');
    expect(screen.getByText(en('chatbotTest:missingChannel'))).toBeTruthy();
    expect(client.channel).not.toHaveBeenCalled();
  });

  it('renders every message type in a polite log region', async () => {
    open(fakeClient());
    const region = log();
    expect(region.getAttribute('aria-live')).toBe('polite');
    await within(region).findByText('How did we do?');
    expect(region.getAttribute('aria-label')).toBe(en('chatbotTest:log', { name: 'Helper' }));
    // TEXT: newlines kept, the address a link to a new tab, markup shown as text.
    const text = region.querySelector('[data-type="TEXT"] .chat-text')!;
    expect(text.textContent).toContain('Hello!\nSee https://example.com/help');
    expect(text.textContent).toContain('. <b>not bold</b>');
    expect(region.querySelector('b')).toBeNull();
    const link = within(region).getByRole('link', { name: /https:\/\/example\.com\/help/ });
    expect(link.getAttribute('href')).toBe('https://example.com/help');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Media.
    expect(within(region).getByRole('img', { name: 'A cat' }).getAttribute('src')).toBe('https://cdn.example.com/cat.png');
    expect(region.querySelector('video')?.getAttribute('src')).toBe('https://cdn.example.com/clip.mp4');
    expect(region.querySelector('audio')?.getAttribute('aria-label')).toBe('Our jingle');
    expect(
      within(region)
        .getByRole('link', { name: /Menu \(PDF\)/ })
        .getAttribute('href'),
    ).toBe('https://cdn.example.com/menu.pdf');
    // Quick reply: prompt, a TEXT button, a URL link in a new tab, a tel: link; an unsafe link is not a link.
    expect(within(region).getByText('What do you need?')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Opening hours' })).toBeTruthy();
    expect(
      within(region)
        .getByRole('link', { name: /Our site/ })
        .getAttribute('target'),
    ).toBe('_blank');
    expect(within(region).getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:+902125550000');
    expect(within(region).queryByRole('link', { name: /Bad/ })).toBeNull();
    // Card, list, vote.
    expect(within(region).getByRole('group', { name: en('chatbotTest:card.position', { current: 1, total: 3 }) })).toBeTruthy();
    expect(within(region).getByText('Branches')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'See branches' })).toBeTruthy();
    expect(
      within(region)
        .getByRole('link', { name: new RegExp(en('chatbotTest:message.vote')) })
        .getAttribute('href'),
    ).toBe('/vote/abc123');
    expect(screen.getByRole('heading', { name: 'Helper' })).toBeTruthy();
  });

  it('tapping a quick reply sends its text with the button id as payload, and shows it as my message', async () => {
    const client = fakeClient(only('QUICKREPLY'));
    open(client);
    await userEvent.click(await within(log()).findByRole('button', { name: 'Opening hours' }));
    expect(client.send).toHaveBeenCalledWith({ conversationId: 'c1', clientToken: 't1', text: 'Opening hours', payload: 'b-hours' }, expect.anything());
    await within(log()).findByText('Noted.');
    const mine = log().querySelectorAll('.chat-message.is-own');
    expect(mine[mine.length - 1]?.textContent).toContain('Opening hours');
  });

  it('only the newest message answers: a tapped quick reply is spent, and so are older buttons once a newer message came', async () => {
    const client = fakeClient([...only('CARD'), ...only('QUICKREPLY')]);
    open(client);
    const hours = await within(log()).findByRole('button', { name: 'Opening hours' });
    // The card before the quick reply is an older message: its buttons are spent already.
    expect(within(log()).getByRole('button', { name: 'Buy latte' }).hasAttribute('disabled')).toBe(true);
    expect(hours.hasAttribute('disabled')).toBe(false);
    await userEvent.click(hours);
    await within(log()).findByText('Noted.');
    expect(within(log()).getByRole('button', { name: 'Opening hours' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(log()).getByRole('button', { name: 'Opening hours' }));
    expect(client.send).toHaveBeenCalledTimes(1);
  });

  it('after the flow hands over to a person: says it waits for an agent, nothing can be sent, and says when the conversation ended', async () => {
    const client = fakeClient(only('QUICKREPLY'));
    client.send.mockResolvedValueOnce({ conversationId: 'c1', messages: [bot('TEXT', { text: 'A colleague will help you right away.' })], ended: false, handedOver: true });
    client.history.mockResolvedValue({ messages: [bot('TEXT', { text: 'A colleague will help you right away.' })], ended: true, handedOver: false });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      open(client);
      await userEvent.click(await within(log()).findByRole('button', { name: 'Opening hours' }));
      const waiting = await screen.findByText(en('chatbotTest:waitingForAgent'));
      expect(waiting.closest('[role="status"]')).toBeTruthy();
      expect(screen.getByRole('textbox', { name: en('chatbotTest:input.label') }).hasAttribute('disabled')).toBe(true);
      expect(screen.getByRole('button', { name: en('chatbotTest:input.send') }).hasAttribute('disabled')).toBe(true);
      expect(screen.getByRole('button', { name: en('chatbotTest:restart') }).hasAttribute('disabled')).toBe(true);
      expect(within(log()).getByRole('button', { name: 'Opening hours' }).hasAttribute('disabled')).toBe(true);
      // The history is read again for the agent and the end: here the conversation was closed.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(AGENT_POLL_MS);
      });
      expect(await screen.findByText(en('chatbotTest:ended'))).toBeTruthy();
      expect(screen.queryByText(en('chatbotTest:waitingForAgent'))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the card carousel moves with its buttons and the arrow keys, announcing the position', async () => {
    const client = fakeClient(only('CARD'));
    open(client);
    const carousel = await within(log()).findByRole('region', { name: en('chatbotTest:card.carousel') });
    const previous = within(carousel).getByRole('button', { name: en('chatbotTest:card.previous') });
    const next = within(carousel).getByRole('button', { name: en('chatbotTest:card.next') });
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(within(carousel).getByText('Latte')).toBeTruthy();
    await userEvent.click(next);
    expect(within(carousel).getByText('Mocha')).toBeTruthy();
    expect(within(carousel).getByText('2 of 3')).toBeTruthy();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Buy mocha' }));
    expect(client.send).toHaveBeenCalledWith(expect.objectContaining({ text: 'Buy mocha', payload: 'buy-mocha' }), expect.anything());
    await within(log()).findByText('Noted.');
    fireEvent.keyDown(within(carousel).getByRole('group'), { key: 'ArrowRight' });
    expect(within(carousel).getByText('3 of 3')).toBeTruthy();
    expect(
      within(carousel)
        .getByRole('button', { name: en('chatbotTest:card.next') })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.keyDown(within(carousel).getByRole('group'), { key: 'ArrowLeft' });
    expect(within(carousel).getByText('2 of 3')).toBeTruthy();
  });

  it('the list button opens the rows; a row sends its title with the row id as payload', async () => {
    const client = fakeClient(only('LIST'));
    open(client);
    await userEvent.click(await within(log()).findByRole('button', { name: 'See branches' }));
    const menu = await screen.findByRole('menu', { name: 'See branches' });
    expect(within(menu).getByText('Istanbul')).toBeTruthy();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    expect(within(menu).getByText('Open late')).toBeTruthy();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Kadıköy/ }));
    expect(client.send).toHaveBeenCalledWith({ conversationId: 'c1', clientToken: 't1', text: 'Kadıköy', payload: 'r-kadikoy' }, expect.anything());
  });

  it('typing: empty is not sent, Enter sends, a too long message shows the contract message and is not sent', async () => {
    const client = fakeClient([bot('TEXT', { text: 'Hi there' })]);
    open(client);
    await within(log()).findByText('Hi there');
    const send = screen.getByRole('button', { name: en('chatbotTest:input.send') });
    const input = screen.getByRole('textbox', { name: en('chatbotTest:input.label') });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.type(input, '   ');
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(input);
    fireEvent.change(input, { target: { value: 'x'.repeat(MAX_CHAT_TEXT + 1) } });
    expect(screen.getByRole('alert').textContent).toBe(`A message can be at most ${MAX_CHAT_TEXT} characters.`);
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(input.closest('form')!);
    expect(client.send).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Do you deliver?{Enter}');
    expect(client.send).toHaveBeenCalledWith({ conversationId: 'c1', clientToken: 't1', text: 'Do you deliver?' }, expect.anything());
    expect((input as HTMLInputElement).value).toBe('');
    await within(log()).findByText('Noted.');
  });

  it('Restart asks the engine to restart and clears the view', async () => {
    const client = fakeClient([bot('TEXT', { text: 'Old greeting' })]);
    open(client);
    await within(log()).findByText('Old greeting');
    await userEvent.click(screen.getByRole('button', { name: en('chatbotTest:restart') }));
    expect(client.restart).toHaveBeenCalledWith({ conversationId: 'c1', clientToken: 't1' }, expect.anything());
    await within(log()).findByText('Fresh start.');
    expect(within(log()).queryByText('Old greeting')).toBeNull();
  });

  it("a refused message shows the server's message; Retry sends it again", async () => {
    const client = fakeClient([bot('TEXT', { text: 'Hi there' })]);
    client.send.mockRejectedValueOnce({ kind: 'http', status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The assistant cannot take this message.' } });
    open(client);
    await within(log()).findByText('Hi there');
    await userEvent.type(screen.getByRole('textbox'), 'Hello{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('The assistant cannot take this message.');
    await userEvent.click(screen.getByRole('button', { name: en('chatbotTest:retry') }));
    expect(client.send).toHaveBeenCalledTimes(2);
    expect(client.send.mock.calls[1]?.[0]).toEqual({ conversationId: 'c1', clientToken: 't1', text: 'Hello' });
    await within(log()).findByText('Noted.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a channel that does not exist shows the server's message and can be retried", async () => {
    const client = fakeClient();
    client.channel.mockRejectedValueOnce({ kind: 'http', status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Channel not found.' } });
    open(client);
    expect((await screen.findByRole('alert')).textContent).toBe('Channel not found.');
    await userEvent.click(screen.getByRole('button', { name: en('chatbotTest:retry') }));
    await within(log()).findByText('How did we do?');
    expect(client.channel).toHaveBeenCalledTimes(2);
  });

  it('keeps the conversation per channel: a reload continues it from its history', async () => {
    sessionStorage.setItem(storageKeyFor('ch1'), JSON.stringify({ conversationId: 'c9', clientToken: 't9' }));
    const client = fakeClient();
    open(client);
    await within(log()).findByText('Earlier answer');
    expect(client.history).toHaveBeenCalledWith({ conversationId: 'c9', clientToken: 't9' }, expect.anything());
    expect(client.start).not.toHaveBeenCalled();
    expect(log().querySelector('.chat-message.is-own')?.textContent).toContain('Earlier question');
  });

  it('a new conversation is kept in sessionStorage for its channel', async () => {
    open(fakeClient([bot('TEXT', { text: 'Hi there' })]));
    await within(log()).findByText('Hi there');
    expect(JSON.parse(sessionStorage.getItem(storageKeyFor('ch1'))!)).toEqual({ conversationId: 'c1', clientToken: 't1' });
  });

  it('an ended conversation offers a new one', async () => {
    const client = fakeClient();
    client.start.mockResolvedValueOnce({ conversationId: 'c1', clientToken: 't1', messages: [bot('TEXT', { text: 'Bye!' })], ended: true });
    open(client);
    await screen.findByText(en('chatbotTest:ended'));
    await userEvent.click(screen.getByRole('button', { name: en('chatbotTest:newConversation') }));
    await within(log()).findByText('How did we do?');
    expect(client.start).toHaveBeenCalledTimes(2);
    expect(within(log()).queryByText('Bye!')).toBeNull();
  });

  it('shows typing while the assistant prepares its answer', async () => {
    const client = fakeClient([bot('TEXT', { text: 'Hi there' })]);
    let answer: (turn: WebChatTurn) => void = () => {};
    client.send.mockImplementationOnce(() => new Promise<WebChatTurn>((resolve) => (answer = resolve)));
    open(client);
    await within(log()).findByText('Hi there');
    await userEvent.type(screen.getByRole('textbox'), 'Menu?{Enter}');
    expect(screen.getByText(en('chatbotTest:typing', { name: 'Helper' }))).toBeTruthy();
    await act(async () => answer({ conversationId: 'c1', messages: [bot('TEXT', { text: 'Here it is.' })], ended: false }));
    await within(log()).findByText('Here it is.');
    await waitFor(() => expect(screen.queryByText(en('chatbotTest:typing', { name: 'Helper' }))).toBeNull());
  });

  it('background: a colour or an https image is used, anything else ignored; full screen or floating', async () => {
    const client = fakeClient();
    const first = open(client, '/chatbot-test?channelId=ch1&background=%23ffeedd&isFullScreen=true');
    let main = screen.getByTestId('chatbot-test');
    expect(main.style.background).toContain('rgb(255, 238, 221)');
    expect(main.className).toContain('is-full-screen');
    first.unmount();
    const second = open(client, '/chatbot-test?channelId=ch1&background=javascript:alert(1)');
    main = screen.getByTestId('chatbot-test');
    expect(main.getAttribute('style')).toBeNull();
    expect(main.className).toContain('is-floating');
    second.unmount();
    open(client, '/chatbot-test?channelId=ch1&background=https://cdn.example.com/site.png');
    expect(screen.getByTestId('chatbot-test').style.backgroundImage).toContain('https://cdn.example.com/site.png');
  });

  it('Arabic lays the page out right-to-left', async () => {
    initTestI18n('ar');
    open(fakeClient());
    const main = screen.getByTestId('chatbot-test');
    expect(main.getAttribute('dir')).toBe('rtl');
    expect(main.className).toContain('is-rtl');
    expect(await screen.findByRole('button', { name: 'إعادة البدء' })).toBeTruthy();
    initTestI18n('en');
  });
});

describe('/chatbot-test opened from the designer: draft or published', () => {
  function openWithRuns(at: string) {
    const clients = { draft: fakeClient([bot('TEXT', { text: 'Hello from the draft' })]), published: fakeClient([bot('TEXT', { text: 'Hello from the live version' })]) };
    renderRoute(<ChatbotTestPage clientFor={(run) => clients[run]} storage={sessionStorage} />, { path: '/chatbot-test', at });
    return clients;
  }

  it('runs the draft, says so, and switches to the published version with a conversation of its own', async () => {
    const clients = openWithRuns('/chatbot-test?channelId=ch1&version=draft');
    const choice = screen.getByRole('radiogroup', { name: en('chatbotTest:run.label') });
    const draft = within(choice).getByRole('radio', { name: en('chatbotTest:run.draft') });
    expect((draft as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(en('chatbotTest:run.draftHint'))).toBeTruthy();
    await within(log()).findByText('Hello from the draft');
    expect(clients.draft.start).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(`${storageKeyFor('ch1')}:draft`)!)).toEqual({ conversationId: 'c1', clientToken: 't1' });
    expect(sessionStorage.getItem(storageKeyFor('ch1'))).toBeNull();

    // As radios: Tab reaches the chosen one, an arrow key chooses the other.
    await userEvent.tab();
    while (document.activeElement !== draft) await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect((within(choice).getByRole('radio', { name: en('chatbotTest:run.published') }) as HTMLInputElement).checked).toBe(true);
    await within(log()).findByText('Hello from the live version');
    expect(clients.published.start).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(en('chatbotTest:run.draftHint'))).toBeNull();
    expect(sessionStorage.getItem(storageKeyFor('ch1'))).not.toBeNull();
  });

  it("a visitor's address (no version) runs the published version and offers no choice", async () => {
    const clients = openWithRuns('/chatbot-test?channelId=ch1');
    await within(log()).findByText('Hello from the live version');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(clients.draft.start).not.toHaveBeenCalled();
  });
});
