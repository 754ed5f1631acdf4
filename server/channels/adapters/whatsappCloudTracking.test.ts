import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../services/contracts/conversations';
import { whatsappRender } from './whatsappCloudRender';
import { textWithoutTrackingParams, TRACKING_PARAMS, withoutTrackingParams } from './whatsappCloudTracking';

const context = { recipient: '905320000001', conversationId: 'c1', publicUrl: 'https://console.example' };
const message = (messageType: string, content: Record<string, unknown>): ChatMessage => ({
  oid: 'm1',
  sendBy: 'BOT',
  messageType,
  content,
  messageDate: '2026-01-01T00:00:00Z',
  elapsedMs: 0,
});
const channel = (removeTrackingParams: boolean) => ({
  properties: { partnerName: 'Acme', registeredWhatsappPhoneNumber: '+15550100001', email: 'a@acme.example', removeTrackingParams },
});

describe('tracking parameters', () => {
  it('removes utm_* and every named parameter, keeping the others, the path and the fragment', () => {
    expect(withoutTrackingParams('https://a.example/p?id=1&utm_source=x&UTM_Campaign=y&fbclid=f&gclid=g#k')).toBe('https://a.example/p?id=1#k');
    expect(withoutTrackingParams('https://a.example/p?utm_source=x')).toBe('https://a.example/p');
    for (const name of TRACKING_PARAMS) expect(withoutTrackingParams(`https://a.example/?${name}=1&q=2`)).toBe('https://a.example/?q=2');
  });

  it('leaves links without tracking parameters and other texts exactly as written', () => {
    expect(withoutTrackingParams('https://a.example/p?q=a%20b&utm=1')).toBe('https://a.example/p?q=a%20b&utm=1');
    expect(withoutTrackingParams('tel:+905551112233')).toBe('tel:+905551112233');
    expect(textWithoutTrackingParams('Call us, or see (https://a.example/?utm_medium=wa).')).toBe('Call us, or see (https://a.example/).');
  });

  it('cleans the text, buttons and media links of a rendered reply only when the channel asks for it', () => {
    const messages = [
      message('TEXT', { text: 'Read https://a.example/x?utm_source=wa&id=3 now' }),
      message('QUICKREPLY', { text: 'Open', buttons: [{ id: 'b', text: 'Shop', type: 'URL', link: 'https://a.example/shop?gclid=1' }] }),
    ];
    const on = whatsappRender(messages, context, channel(true)).map((part) => JSON.stringify(part.request));
    expect(on[0]).toContain('https://a.example/x?id=3 now');
    expect(on[1]).toContain('"url":"https://a.example/shop"');
    expect(on.join(' ')).not.toMatch(/utm_|gclid/);
    const off = whatsappRender(messages, context, channel(false)).map((part) => JSON.stringify(part.request));
    expect(off[0]).toContain('utm_source=wa');
  });

  it('numbers the parts of a reply, so that outside the 24-hour window the template goes once', () => {
    const parts = whatsappRender([message('TEXT', { text: 'one' }), message('TEXT', { text: 'two' })], context, channel(false));
    expect(parts.map((part) => part.replyPart)).toEqual([0, 1]);
  });
});
