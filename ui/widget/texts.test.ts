import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/widget.json';
import de from '../../locales/de/widget.json';
import en from '../../locales/en/widget.json';
import tr from '../../locales/tr/widget.json';
import { WEB_MESSENGER_TEXT_DEFAULTS, WEB_MESSENGER_TEXT_KEYS } from '../../services/contracts/channels/webMessengerTexts';
import { fill, isRightToLeft, widgetLanguage, widgetTexts } from './texts';

describe('widget texts', () => {
  it('has every text in every language', () => {
    for (const texts of [tr, de, ar]) expect(Object.keys(texts.ui).sort()).toEqual(Object.keys(en.ui).sort());
  });

  it('speaks the data-language, else the page language, else English', () => {
    expect(widgetLanguage('ar', 'de')).toBe('ar');
    expect(widgetLanguage(null, 'de-AT')).toBe('de');
    expect(widgetLanguage('fr', '')).toBe('en');
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('tr')).toBe(false);
  });

  it("shows the channel's own texts over the defaults, an empty one keeping the default", () => {
    const texts = widgetTexts('tr', { headerText: 'Merhaba!', inputPlaceholder: '' });
    expect(texts.headerText).toBe('Merhaba!');
    expect(texts.inputPlaceholder).toBe(tr.ui.inputPlaceholder);
    expect(widgetTexts('de').sendButtonText).toBe('Senden');
  });

  it('has a default for every customisable text in every language, English in the spec wording', () => {
    for (const texts of [en, tr, de, ar]) expect(Object.keys(texts.texts).sort()).toEqual([...WEB_MESSENGER_TEXT_KEYS].sort());
    expect(en.texts).toMatchObject(WEB_MESSENGER_TEXT_DEFAULTS);
  });

  it('takes the customisable texts the server resolved, bundling none of its own', () => {
    const texts = widgetTexts('de', { messageSending: 'Senden…' });
    expect(texts.texts.messageSending).toBe('Senden…');
    expect(texts.texts.messageDelivered).toBe('');
  });

  it('fills the places of a text', () => {
    expect(fill(en.ui.tooLong, { max: 4000 })).toBe('A message can be at most 4000 characters.');
  });
});
