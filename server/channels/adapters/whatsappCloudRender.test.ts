import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../services/contracts/conversations';
import { whatsappRender } from './whatsappCloudRender';

const context = { recipient: '905320000001', conversationId: 'c1', publicUrl: 'https://console.example' };
let n = 0;
const bot = (messageType: string, content: Record<string, unknown>): ChatMessage => ({
  oid: `m${++n}`,
  sendBy: 'BOT',
  messageType,
  content,
  messageDate: '2026-01-01T00:00:00Z',
  elapsedMs: 0,
});
const buttons = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `b${i + 1}`, text: `Option ${i + 1}`, type: 'TEXT' }));
const one = (message: ChatMessage) => whatsappRender([message], context).map((part) => part.request);

describe('WhatsApp Cloud rendering', () => {
  it('sends text to the recipient, split at 4096 characters, each part naming its message', () => {
    const message = bot('TEXT', { text: `${'a'.repeat(4000)} ${'b'.repeat(200)}` });
    const parts = whatsappRender([message], context);
    expect(parts).toHaveLength(2);
    expect(parts.map((p) => p.messageIds)).toEqual([[message.oid], [message.oid]]);
    expect(parts[0]!.request).toMatchObject({ messaging_product: 'whatsapp', to: '905320000001', type: 'text', text: { body: 'a'.repeat(4000) } });
    expect(parts[1]!.request).toMatchObject({ text: { body: 'b'.repeat(200) } });
  });

  it('sends nothing for an empty text or a message of the end user', () => {
    expect(whatsappRender([bot('TEXT', { text: '' }), { ...bot('TEXT', { text: 'hi' }), sendBy: 'CLIENT' }], context)).toEqual([]);
  });

  it('sends media by link, relative links made absolute; audio carries its words as a text after it', () => {
    expect(one(bot('IMAGE', { link: '/files/cat.png', caption: 'A cat' }))).toEqual([
      expect.objectContaining({ type: 'image', image: { link: 'https://console.example/files/cat.png', caption: 'A cat' } }),
    ]);
    expect(one(bot('FILE', { link: 'https://x.example/a.pdf', caption: '' }))).toEqual([
      expect.objectContaining({ type: 'document', document: { link: 'https://x.example/a.pdf' } }),
    ]);
    expect(one(bot('AUDIO', { link: 'https://x.example/a.mp3', caption: 'Listen' }))).toEqual([
      expect.objectContaining({ type: 'audio', audio: { link: 'https://x.example/a.mp3' } }),
      expect.objectContaining({ type: 'text', text: { body: 'Listen', preview_url: false } }),
    ]);
  });

  it('shows up to 3 reply buttons as reply buttons (title cut at 20 characters, the id kept)', () => {
    const [request] = one(bot('QUICKREPLY', { text: 'Pick one', buttons: [...buttons(2), { id: 'long', text: 'A very long button title indeed', type: 'TEXT' }] }));
    expect(request).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Pick one' },
        action: { buttons: [{ type: 'reply', reply: { id: 'b1', title: 'Option 1' } }, { reply: { id: 'b2' } }, { reply: { id: 'long', title: 'A very long button …' } }] },
      },
    });
  });

  it('shows 4 to 10 reply buttons as a list message', () => {
    const [request] = one(bot('QUICKREPLY', { text: 'Pick one', buttons: buttons(5) }));
    expect(request).toMatchObject({
      type: 'interactive',
      interactive: { type: 'list', body: { text: 'Pick one' }, action: { button: 'Choose', sections: [{ rows: expect.arrayContaining([{ id: 'b5', title: 'Option 5' }]) }] } },
    });
  });

  it('shows more than 10 buttons as numbered text with each button’s words, which a typed answer matches', () => {
    const requests = one(bot('QUICKREPLY', { text: 'Pick one', buttons: buttons(12) }));
    expect(requests).toHaveLength(1);
    const body = (requests[0]!['text'] as { body: string }).body;
    expect(body.startsWith('Pick one\n\n1. Option 1\n2. Option 2\n')).toBe(true);
    expect(body.endsWith('12. Option 12')).toBe(true);
  });

  it('shows a single link button as a call-to-action message, mixed buttons as numbered text with the link written out', () => {
    const link = { id: 'u', text: 'Open site', type: 'URL', link: 'https://acme.example/page' };
    expect(one(bot('QUICKREPLY', { text: 'See', buttons: [link] }))[0]).toMatchObject({
      interactive: { type: 'cta_url', body: { text: 'See' }, action: { name: 'cta_url', parameters: { display_text: 'Open site', url: 'https://acme.example/page' } } },
    });
    const mixed = one(bot('QUICKREPLY', { text: 'See', buttons: [...buttons(1), link, { id: 'p', text: 'Call us', type: 'PHONE', link: '+90 532 000 00 00' }] }));
    expect(mixed[0]).toMatchObject({ type: 'text', text: { body: 'See\n\n1. Option 1\n2. Open site: https://acme.example/page\n3. Call us: +905320000000' } });
  });

  it('shows a card as its image with a caption, then its buttons', () => {
    const card = { id: 'c', title: 'Shoes', subtitle: 'Red', text: '40 EUR', image: 'https://x.example/s.png', buttons: buttons(2) };
    const requests = one(bot('CARD', { cards: [card, { ...card, id: 'd', image: null, buttons: [] }] }));
    expect(requests).toEqual([
      expect.objectContaining({ type: 'image', image: { link: 'https://x.example/s.png', caption: 'Shoes\nRed\n40 EUR' } }),
      expect.objectContaining({ type: 'interactive', interactive: expect.objectContaining({ type: 'button', body: { text: 'Shoes' } }) }),
      expect.objectContaining({ type: 'text', text: { body: 'Shoes\nRed\n40 EUR', preview_url: false } }),
    ]);
  });

  it('shows a list of up to 10 rows as a list message (titles cut at 24, the full title kept as description), more as numbered text', () => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `r${i}`, title: i === 0 ? 'A title longer than twenty-four' : `Row ${i}`, description: '' }));
    const [list] = one(bot('LIST', { header: 'Menu', body: 'Pick a row', button: 'See the whole menu now', sectionTitle: 'Food', rows: rows(3) }));
    expect(list).toMatchObject({
      interactive: {
        type: 'list',
        header: { type: 'text', text: 'Menu' },
        body: { text: 'Pick a row' },
        action: {
          button: 'See the whole menu …',
          sections: [
            { title: 'Food', rows: [{ id: 'r0', title: 'A title longer than twe…', description: 'A title longer than twenty-four' }, { id: 'r1', title: 'Row 1' }, { id: 'r2' }] },
          ],
        },
      },
    });
    const [text] = one(bot('LIST', { header: 'Menu', body: 'Pick', button: 'Open', rows: rows(11) }));
    expect((text!['text'] as { body: string }).body).toContain('\n11. Row 10');
  });

  it('shows a vote as its text and link, and nothing for a kind WhatsApp cannot show', () => {
    expect(one(bot('VOTE', { text: 'Rate us', link: '/vote/1' }))[0]).toMatchObject({ type: 'text', text: { body: 'Rate us\nhttps://console.example/vote/1', preview_url: true } });
    expect(one(bot('HTML', { html: '<b>x</b>' }))).toEqual([]);
  });
});
