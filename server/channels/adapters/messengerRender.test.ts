import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../services/contracts/conversations';
import { facebookAdapter } from './facebook';
import { instagramAdapter } from './instagram';
import { EMPTY_TEXT } from './lineRender';

const message = (oid: string, messageType: string, content: Record<string, unknown>, sendBy: ChatMessage['sendBy'] = 'BOT'): ChatMessage => ({
  oid,
  sendBy,
  messageType,
  content,
  messageDate: '2026-01-01T00:00:00.000Z',
  elapsedMs: 0,
});
const properties = { pageID: '100', accessToken: 'user', pageAccessToken: 'page' };
const facebook = { id: 'ch1', companyId: 'c1', name: 'Page', kind: 'facebook' as const, properties, apiTokenHash: null };
const instagram = { ...facebook, kind: 'instagram' as const, properties: { ...properties, instagramID: '178' } };
const context = { recipient: '7100', conversationId: null, publicUrl: 'https://console.example' };
/** The Send API messages of a turn on Facebook. */
const shown = (messages: ChatMessage[]) => facebookAdapter.render(messages, context, facebook).map((part) => (part.request['body'] as { message: unknown }).message);

describe('Messenger rendering', () => {
  it('addresses each message to the person as a response, and leaves out what the person wrote', () => {
    const parts = facebookAdapter.render([message('c1', 'TEXT', { text: 'hi' }, 'CLIENT'), message('m1', 'TEXT', { text: 'Hello' })], context, facebook);
    expect(parts).toEqual([{ messageIds: ['m1'], request: { endpoint: 'messages', body: { recipient: { id: '7100' }, messaging_type: 'RESPONSE', message: { text: 'Hello' } } } }]);
  });

  it('shows an https image as an attachment and other media as words and a link; a card as its image and words with its buttons as quick replies', () => {
    expect(
      shown([
        message('m1', 'IMAGE', { link: 'https://img.example/a.png', caption: 'A' }),
        message('m2', 'IMAGE', { link: 'http://img.example/b.png', caption: 'B' }),
        message('m3', 'VIDEO', { link: 'https://img.example/c.mp4', caption: '' }),
        message('m4', 'FILE', { link: '/files/menu.pdf', caption: 'Menu' }),
      ]),
    ).toEqual([
      { attachment: { type: 'image', payload: { url: 'https://img.example/a.png', is_reusable: true } } },
      { text: 'A' },
      { text: 'B\n\nhttp://img.example/b.png' },
      { text: 'https://img.example/c.mp4' },
      { text: 'Menu\n\nhttps://console.example/files/menu.pdf' },
    ]);
    const card = message('m1', 'CARD', {
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
    });
    expect(shown([card])).toEqual([
      { attachment: { type: 'image', payload: { url: 'https://img.example/tea.png', is_reusable: true } } },
      { text: 'Tea\n\nGreen\n\nSee: https://shop.example/', quick_replies: [{ content_type: 'text', title: 'Buy', payload: 'buy' }] },
    ]);
  });

  it('gives choices without words a text of their own, lists rows as quick replies, and says what it cannot show', () => {
    expect(shown([message('m1', 'QUICKREPLY', { text: '', buttons: [{ id: 'b1', text: 'Tea', type: 'TEXT' }] })])).toEqual([
      { text: EMPTY_TEXT, quick_replies: [{ content_type: 'text', title: 'Tea', payload: 'b1' }] },
    ]);
    expect(shown([message('m1', 'LIST', { header: 'Menu', body: 'Choose', rows: [{ id: 'r1', title: 'Soup', description: 'Hot' }] })])).toEqual([
      { text: 'Menu\n\nChoose', quick_replies: [{ content_type: 'text', title: 'Soup', payload: 'r1' }] },
    ]);
    expect(shown([message('m1', 'CAROUSEL_3D', {})])).toEqual([{ text: 'The assistant sent a CAROUSEL_3D message, which this chat cannot show.' }]);
  });

  it('splits text at 2000 characters on Messenger and 1000 on Instagram', () => {
    const long = [message('m1', 'TEXT', { text: 'y'.repeat(2001) })];
    expect(shown(long).map((m) => String((m as { text: string }).text).length)).toEqual([2000, 1]);
    const onInstagram = instagramAdapter.render(long, context, instagram).map((part) => (part.request['body'] as { message: { text: string } }).message.text.length);
    expect(onInstagram).toEqual([1000, 1000, 1]);
  });
});
