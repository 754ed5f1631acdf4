import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../services/contracts/conversations';
import { lineAdapter } from './line';
import { EMPTY_TEXT } from './lineRender';

const message = (oid: string, messageType: string, content: Record<string, unknown>, sendBy: ChatMessage['sendBy'] = 'BOT'): ChatMessage => ({
  oid,
  sendBy,
  messageType,
  content,
  messageDate: '2026-01-01T00:00:00.000Z',
  elapsedMs: 0,
});
const channel = { id: 'ch1', companyId: 'c1', name: 'LINE', kind: 'line' as const, properties: { channelSecret: 's', accessToken: 't' }, apiTokenHash: null };
const context = { recipient: 'U1', conversationId: null, publicUrl: 'https://console.example' };
const render = (messages: ChatMessage[], extra = {}) => lineAdapter.render(messages, { ...context, ...extra }, channel);
const buttons = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `b${i + 1}`, text: `Choice ${i + 1}`, type: 'TEXT' }));
const objects = (messages: ChatMessage[]) => render(messages).flatMap((part) => part.request['messages'] as Array<Record<string, unknown>>);

describe('LINE rendering', () => {
  it('puts up to 13 text buttons as quick replies, labels cut to 20 characters, a choice too long for postback data as a message action', () => {
    const long = 'x'.repeat(400);
    const [only] = objects([
      message('m1', 'QUICKREPLY', {
        text: 'Pick',
        buttons: [
          { id: 'tea', text: 'A very long label for green tea', type: 'TEXT' },
          { id: long, text: 'Other', type: 'TEXT' },
          { id: 'call', text: 'Call us', type: 'PHONE', link: '+90 212 000 00 00' },
        ],
      }),
    ]);
    expect(only).toEqual({
      type: 'text',
      text: 'Pick\n\nCall us: +902120000000',
      quickReply: {
        items: [
          {
            type: 'action',
            action: { type: 'postback', label: 'A very long label f…', data: 'choice=tea&text=A+very+long+label+for+green+tea', displayText: 'A very long label for green tea' },
          },
          { type: 'action', action: { type: 'message', label: 'Other', text: 'Other' } },
        ],
      },
    });
  });

  it('shows more than 13 choices as numbered lines, and a typed number chooses its line', () => {
    const menu = message('m1', 'QUICKREPLY', { text: 'Pick a number', buttons: buttons(14) });
    const shown = objects([menu]);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toEqual({ type: 'text', text: 'Pick a number' });
    expect(shown[1]?.['text']).toBe(Array.from({ length: 14 }, (_, i) => `${i + 1}. Choice ${i + 1}`).join('\n'));
    expect(shown.some((o) => 'quickReply' in o)).toBe(false);
    const history = [message('c0', 'TEXT', { text: 'hi' }, 'CLIENT'), menu];
    expect(lineAdapter.readReply!({ text: '14', messageType: 'TEXT' }, history, context.publicUrl)).toEqual({ text: 'Choice 14', messageType: 'TEXT', payload: 'b14' });
    expect(lineAdapter.readReply!({ text: '15', messageType: 'TEXT' }, history, context.publicUrl)).toEqual({ text: '15', messageType: 'TEXT' });
    // Shown as quick replies (13 or fewer), a number is the person's own words.
    const few = [message('m2', 'QUICKREPLY', { text: 'Pick', buttons: buttons(13) })];
    expect(lineAdapter.readReply!({ text: '2', messageType: 'TEXT' }, few, context.publicUrl)).toEqual({ text: '2', messageType: 'TEXT' });
  });

  it('sends five objects a call, the reply token on the first only', () => {
    const turn = Array.from({ length: 7 }, (_, i) => message(`m${i}`, 'TEXT', { text: `Line ${i}` }));
    const parts = render(turn, { answerWith: { kind: 'line', token: 'rt', usableUntil: '2026-01-01T00:00:50.000Z' } });
    expect(parts.map((p) => (p.request['messages'] as unknown[]).length)).toEqual([5, 2]);
    expect(parts.map((p) => p.messageIds)).toEqual([
      ['m0', 'm1', 'm2', 'm3', 'm4'],
      ['m5', 'm6'],
    ]);
    expect(parts[0]?.request).toMatchObject({ to: 'U1', replyToken: 'rt', usableUntil: '2026-01-01T00:00:50.000Z' });
    expect(parts[1]?.request).not.toHaveProperty('replyToken');
  });

  it('shows an https image as an image and other media as words and a link; a card as its image and words with its buttons as quick replies', () => {
    expect(
      objects([
        message('m1', 'IMAGE', { link: 'https://img.example/a.png', caption: 'A' }),
        message('m2', 'IMAGE', { link: 'http://img.example/b.png', caption: 'B' }),
        message('m3', 'VIDEO', { link: 'https://img.example/c.mp4', caption: '' }),
        message('m4', 'FILE', { link: '/files/menu.pdf', caption: 'Menu' }),
      ]),
    ).toEqual([
      { type: 'image', originalContentUrl: 'https://img.example/a.png', previewImageUrl: 'https://img.example/a.png' },
      { type: 'text', text: 'A' },
      { type: 'text', text: 'B\n\nhttp://img.example/b.png' },
      { type: 'text', text: 'https://img.example/c.mp4' },
      { type: 'text', text: 'Menu\n\nhttps://console.example/files/menu.pdf' },
    ]);
    const card = objects([
      message('m1', 'CARD', {
        cards: [
          {
            id: 'c1',
            title: 'Tea',
            subtitle: 'Green',
            text: '',
            image: 'https://img.example/tea.png',
            buttons: [
              { id: 'buy', text: 'Buy', type: 'TEXT' },
              { id: 'see', text: 'See', type: 'URL', link: 'https://shop.example' },
            ],
          },
        ],
      }),
    ]);
    expect(card).toEqual([
      { type: 'image', originalContentUrl: 'https://img.example/tea.png', previewImageUrl: 'https://img.example/tea.png' },
      {
        type: 'text',
        text: 'Tea\n\nGreen\n\nSee: https://shop.example/',
        quickReply: { items: [{ type: 'action', action: { type: 'postback', label: 'Buy', data: 'choice=buy&text=Buy', displayText: 'Buy' } }] },
      },
    ]);
  });

  it('gives buttons without words a text of their own, lists its rows as quick replies, and says what it cannot show', () => {
    expect(objects([message('m1', 'QUICKREPLY', { text: '', buttons: buttons(1) })])).toEqual([
      {
        type: 'text',
        text: EMPTY_TEXT,
        quickReply: { items: [{ type: 'action', action: { type: 'postback', label: 'Choice 1', data: 'choice=b1&text=Choice+1', displayText: 'Choice 1' } }] },
      },
    ]);
    const list = objects([message('m1', 'LIST', { header: 'Menu', body: 'Choose', rows: [{ id: 'r1', title: 'Soup', description: 'Hot' }] })]);
    expect(list).toEqual([
      {
        type: 'text',
        text: 'Menu\n\nChoose',
        quickReply: { items: [{ type: 'action', action: { type: 'postback', label: 'Soup', data: 'choice=r1&text=Soup', displayText: 'Soup' } }] },
      },
    ]);
    expect(objects([message('m1', 'CAROUSEL_3D', {})])).toEqual([{ type: 'text', text: 'The assistant sent a CAROUSEL_3D message, which this chat cannot show.' }]);
    expect(objects([message('m1', 'TEXT', { text: 'y'.repeat(5001) })]).map((o) => String(o['text']).length)).toEqual([5000, 1]);
  });
});
