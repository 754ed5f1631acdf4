import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../services/contracts/conversations';
import { botMessage } from '../../../tests/support/botMessage';
import { CALLBACK_FALLBACK_MARKER, callbackDataOf } from './telegramKeyboard';
import { LIST_KEYBOARD_ROWS, splitText } from './telegramLimits';
import { parseTelegramUpdate } from './telegramParse';
import { EMPTY_TEXT } from './telegramCalls';
import { renderTelegram, unsupportedText, VOTE_BUTTON } from './telegramRender';

const context = { recipient: '42', conversationId: null, publicUrl: 'https://console.example' };
const msg = (messageType: string, content: Record<string, unknown>, oid = 'm1') => botMessage(oid, messageType, content, '2026-01-01T00:00:00.000Z');
const requests = (message: ChatMessage) => renderTelegram([message], context).map((part) => part.request);

describe('Telegram rendering', () => {
  it('sends text as sendMessage to the chat, and nothing for empty text', () => {
    expect(requests(msg('TEXT', { text: 'Hi' }))).toEqual([{ method: 'sendMessage', body: { chat_id: '42', text: 'Hi' } }]);
    expect(requests(msg('TEXT', { text: '  ' }))).toEqual([]);
  });

  it('splits text over 4096 characters at a line break, all parts showing the same message', () => {
    const text = `${'a'.repeat(3000)}\n${'b'.repeat(3000)}`;
    const parts = renderTelegram([msg('TEXT', { text })], context);
    expect(parts.map((p) => p.messageIds)).toEqual([['m1'], ['m1']]);
    expect(parts.map((p) => p.request['body'])).toEqual([
      { chat_id: '42', text: 'a'.repeat(3000) },
      { chat_id: '42', text: 'b'.repeat(3000) },
    ]);
    expect(splitText('x'.repeat(5000), 4096).map((piece) => piece.length)).toEqual([4096, 904]);
  });

  it('sends media by its method with an absolute link, and a caption over 1024 characters as text after it', () => {
    expect(requests(msg('IMAGE', { link: '/files/a.png', caption: 'A' }))).toEqual([
      { method: 'sendPhoto', body: { chat_id: '42', photo: 'https://console.example/files/a.png', caption: 'A' } },
    ]);
    expect(requests(msg('FILE', { link: 'https://x.example/a.pdf' }))[0]).toEqual({ method: 'sendDocument', body: { chat_id: '42', document: 'https://x.example/a.pdf' } });
    expect(requests(msg('VIDEO', { link: 'https://x.example/a.mp4' }))[0]?.['method']).toBe('sendVideo');
    expect(requests(msg('AUDIO', { link: 'https://x.example/a.mp3' }))[0]?.['method']).toBe('sendAudio');
    const long = 'c'.repeat(1100);
    expect(requests(msg('IMAGE', { link: 'https://x.example/a.png', caption: long }))).toEqual([
      { method: 'sendPhoto', body: { chat_id: '42', photo: 'https://x.example/a.png' } },
      { method: 'sendMessage', body: { chat_id: '42', text: long } },
    ]);
  });

  it('gives buttons an inline keyboard, one per row; a phone button becomes a line of text; an empty text gets a stand-in', () => {
    const buttons = [
      { id: 'a', text: 'A', type: 'TEXT' },
      { id: 'p', text: 'Call us', type: 'PHONE', link: '+90 532 000 00 00' },
      { id: 'u', text: 'Open', type: 'URL', link: 'javascript:alert(1)' },
    ];
    expect(requests(msg('QUICKREPLY', { text: '', buttons }))).toEqual([
      {
        method: 'sendMessage',
        body: { chat_id: '42', text: 'Call us: +905320000000', reply_markup: { inline_keyboard: [[{ text: 'A', callback_data: 'a' }], [{ text: 'Open', callback_data: 'u' }]] } },
      },
    ]);
    expect(requests(msg('QUICKREPLY', { text: '', buttons: [{ id: 'a', text: 'A', type: 'TEXT' }] }))[0]?.['body']).toMatchObject({ text: EMPTY_TEXT });
  });

  it('sends an id over 64 bytes as a marked hash that reads back as a tap matched by its text', () => {
    const long = 'é'.repeat(40);
    const data = callbackDataOf(long);
    expect(data.startsWith(CALLBACK_FALLBACK_MARKER)).toBe(true);
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    expect(callbackDataOf('~short')).not.toBe('~short');
    const update = {
      update_id: 1,
      callback_query: {
        id: 'q',
        from: { id: 1, is_bot: false, first_name: 'A' },
        chat_instance: 'c',
        data,
        message: { message_id: 2, date: 1, chat: { id: 1, type: 'private' }, reply_markup: { inline_keyboard: [[{ text: 'Long one', callback_data: data }]] } },
      },
    };
    expect(parseTelegramUpdate(update)[0]).toMatchObject({ input: { text: 'Long one', messageType: 'TEXT' } });
    expect(parseTelegramUpdate(update)[0]).not.toHaveProperty('input.payload');
  });

  it('sends a card without an image as text, and each card of a carousel in turn', () => {
    const cards = [
      { id: 'c1', title: 'One', subtitle: '', text: 'First', buttons: [] },
      { id: 'c2', title: 'Two', image: '/img/two.png', buttons: [{ id: 'b', text: 'Go', type: 'TEXT' }] },
    ];
    expect(requests(msg('CARD', { cards }))).toEqual([
      { method: 'sendMessage', body: { chat_id: '42', text: 'One\n\nFirst' } },
      {
        method: 'sendPhoto',
        body: { chat_id: '42', photo: 'https://console.example/img/two.png', caption: 'Two', reply_markup: { inline_keyboard: [[{ text: 'Go', callback_data: 'b' }]] } },
      },
    ]);
  });

  it(`sends a list of more than ${LIST_KEYBOARD_ROWS} rows as numbered text`, () => {
    const rows = Array.from({ length: LIST_KEYBOARD_ROWS + 1 }, (_, i) => ({ id: `r${i}`, title: `Row ${i + 1}`, description: i === 0 ? 'first' : '' }));
    const [request] = requests(msg('LIST', { body: 'Pick', rows }));
    expect(request?.['body']).not.toHaveProperty('reply_markup');
    expect(request?.['body']).toMatchObject({ text: expect.stringMatching(/^Pick\n\n1\. Row 1 — first\n2\. Row 2\n/) });
  });

  it('sends a vote as text with a URL button, and what it cannot show as words saying so', () => {
    expect(requests(msg('VOTE', { text: 'How did we do?', link: '/vote/1' }))[0]?.['body']).toEqual({
      chat_id: '42',
      text: 'How did we do?',
      reply_markup: { inline_keyboard: [[{ text: VOTE_BUTTON, url: 'https://console.example/vote/1' }]] },
    });
    expect(requests(msg('CAROUSEL3D', {}))).toEqual([{ method: 'sendMessage', body: { chat_id: '42', text: unsupportedText('CAROUSEL3D') } }]);
  });
});
