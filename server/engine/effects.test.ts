// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Mail } from '../mail/mailer';
import { detectLanguage, emailSender, htmlToText } from './effects';

describe('detectLanguage', () => {
  it('answers ISO 639-1 codes for clear texts', async () => {
    expect(await detectLanguage('Hallo, wie geht es dir heute? Ich möchte eine Bestellung aufgeben.')).toBe('de');
    expect(await detectLanguage('Hello, how are you today? I would like to place an order.')).toBe('en');
    expect(await detectLanguage('Merhaba, bugün nasılsınız? Sipariş vermek istiyorum.')).toBe('tr');
  });

  it('answers null for texts shorter than 3 letters or when unsure', async () => {
    expect(await detectLanguage('ok')).toBeNull();
    expect(await detectLanguage('12 345 !!')).toBeNull();
    expect(await detectLanguage('')).toBeNull();
  });
});

describe('the e-mail effect', () => {
  it('sends the HTML body with a text version to every recipient', async () => {
    const sent: Mail[] = [];
    const send = emailSender({ send: async (mail) => void sent.push(mail) });
    await send({ moduleId: 'm', to: ['a@example.com'], cc: ['b@example.com', 'a@example.com'], subject: 'Hi', html: '<p>Hello <b>Ada</b> &amp; co</p><ul><li>one</li></ul>' });
    expect(sent.map((m) => m.to)).toEqual(['a@example.com', 'b@example.com']);
    expect(sent[0]).toMatchObject({ subject: 'Hi', html: '<p>Hello <b>Ada</b> &amp; co</p><ul><li>one</li></ul>', text: 'Hello Ada & co\n- one' });
  });

  it('fails without a recipient (the module follows its fallback)', async () => {
    const send = emailSender({ send: async () => undefined });
    await expect(send({ moduleId: 'm', to: [], cc: [], subject: 'x', html: 'x' })).rejects.toThrow('The e-mail module has no recipient.');
  });

  it('turns HTML into readable text', () => {
    expect(htmlToText('<h1>Title</h1><p>a&nbsp;b<br>c</p>')).toBe('Title\na b\nc');
  });
});
