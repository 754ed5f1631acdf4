import { describe, expect, it } from 'vitest';
import { webMessenger } from './webMessenger';
import { WEB_MESSENGER_TEXT_DEFAULTS, WEB_MESSENGER_TEXT_KEYS } from './webMessengerTexts';

const problem = (input: unknown) => {
  const result = webMessenger.properties.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('web messenger contract', () => {
  it("has about 90 text keys, the spec's among them, each once", () => {
    expect(WEB_MESSENGER_TEXT_KEYS.length).toBeGreaterThanOrEqual(85);
    expect(new Set(WEB_MESSENGER_TEXT_KEYS).size).toBe(WEB_MESSENGER_TEXT_KEYS.length);
    for (const key of [
      'inputPlaceholder',
      'headerText',
      'sendButtonText',
      'messageSending',
      'messageDelivered',
      'messageTimestampFormat',
      'uploadPhoto',
      'locationNotSupported',
      'messageError',
    ]) {
      expect(WEB_MESSENGER_TEXT_KEYS).toContain(key);
    }
    expect(WEB_MESSENGER_TEXT_DEFAULTS).toMatchObject({
      inputPlaceholder: 'Type a message…',
      messageSending: 'Sending…',
      messageRelativeTimeJustNow: 'Just Now',
      conversationTimestampHeaderFormat: 'MMMM D YYYY, h:mm A',
    });
  });

  it('accepts an update of spec 02 section 7: the messenger image and every property key', () => {
    const update = {
      messengerImage: 'https://cdn.example.com/logo.png',
      brandColor: '#1A2B3C',
      conversationColor: '#fff',
      displayStyle: 'tab',
      brandName: 'Acme',
      right: 20,
      bottom: '24px',
      soundNotificationEnabled: true,
      imageUpload: false,
      shareLocation: true,
      buttonWidth: 58,
      buttonHeight: 58,
      ...WEB_MESSENGER_TEXT_DEFAULTS,
      headerText: 'How can we help?',
    };
    expect(webMessenger.properties.parse(update)).toEqual(update);
    expect(webMessenger.properties.parse({})).toEqual({});
  });

  it('refuses a bad colour, display style, size, an overlong text and an unknown key', () => {
    expect(problem({ brandColor: 'blue' })).toBe('Enter a colour like #1A2B3C.');
    expect(problem({ displayStyle: 'popup' })).toBe('Choose one of: button, tab.');
    expect(problem({ buttonWidth: 'wide' })).toBe('Enter a size in pixels, like 20 or 20px.');
    expect(problem({ headerText: 'x'.repeat(501) })).toBe('At most 500 characters.');
    expect(webMessenger.properties.safeParse({ headerTxt: 'typo' }).success).toBe(false);
    expect(problem({ brandLogo: 'logo.png' })).toBe('Please enter a valid url');
  });

  it("has no secrets and is stored as the aggregator's Web sub-type", () => {
    expect(webMessenger).toMatchObject({ secrets: [], identifiedBy: [], stored: { integrationType: 'Smooch', smoochType: 'Web' } });
  });
});
