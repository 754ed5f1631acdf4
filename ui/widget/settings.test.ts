import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_COLOR, messengerSettings, pixelsOf } from './settings';

describe('messengerSettings', () => {
  it('shows the defaults for a channel with no settings', () => {
    const settings = messengerSettings({}, 'Support bot', 'Start');
    expect(settings).toMatchObject({
      brandColor: DEFAULT_BRAND_COLOR,
      brandName: 'Support bot',
      displayStyle: 'button',
      side: 'right',
      sideOffset: 20,
      bottomOffset: 20,
      buttonWidth: 58,
      buttonHeight: 58,
      showWidget: true,
      input: 'always',
      firstMessage: null,
      signInRequired: false,
      callout: null,
    });
  });

  it('applies the look: gradient header, left position, sizes in pixels, tab style', () => {
    const settings = messengerSettings(
      { brandColor: '#112233', startBrandColor: '#000000', finalBrandColor: '#ffffff', left: '12px', bottom: 30, buttonWidth: '64', displayStyle: 'tab', brandName: 'Shop' },
      'bot',
      'Start',
    );
    expect(settings.headerBackground).toBe('linear-gradient(135deg, #000000, #ffffff)');
    expect(settings).toMatchObject({ side: 'left', sideOffset: 12, bottomOffset: 30, buttonWidth: 64, displayStyle: 'tab', brandName: 'Shop' });
  });

  it('reads the input, first message and sign-in settings', () => {
    expect(messengerSettings({ removeInput: true }, 'b', 's').input).toBe('never');
    expect(messengerSettings({ removeInput: true, showInputOnButtons: true }, 'b', 's').input).toBe('onButtons');
    expect(messengerSettings({ displayFirstMessage: true, firstMessageText: 'Hi!' }, 'b', 's').firstMessage).toBe('Hi!');
    expect(messengerSettings({ firstMessageText: 'Hi!' }, 'b', 's').firstMessage).toBeNull();
    expect(messengerSettings({ auth: 'TOKEN' }, 'b', 's').signInRequired).toBe(true);
  });

  it('reads the callout: delays in milliseconds, the default button starting the conversation, the others opening their link', () => {
    const { callout } = messengerSettings(
      {
        enableCallOut: true,
        callOutText: 'Need help?',
        enableCallOutDelay: true,
        callOutDelay: 5,
        enableCallOutTyping: true,
        typingDelay: 2,
        startConversationButtonText: 'Chat now',
        buttonList: [{ buttonId: 1 }, { buttonId: 2, text: 'Prices', functionURL: 'https://shop.example/prices' }],
      },
      'b',
      'Start',
    );
    expect(callout).toEqual({
      text: 'Need help?',
      delayMs: 5000,
      typingMs: 2000,
      actions: [
        { id: '1', text: 'Chat now', color: null, textColor: null, link: null },
        { id: '2', text: 'Prices', color: null, textColor: null, link: 'https://shop.example/prices' },
      ],
    });
  });

  it('has no callout while it is disabled or has no text', () => {
    expect(messengerSettings({ callOutText: 'Hi' }, 'b', 's').callout).toBeNull();
    expect(messengerSettings({ enableCallOut: true }, 'b', 's').callout).toBeNull();
  });

  it('reads a pixel size from a number or a text', () => {
    expect(pixelsOf('20px', 5)).toBe(20);
    expect(pixelsOf(7, 5)).toBe(7);
    expect(pixelsOf(undefined, 5)).toBe(5);
  });

  it('reads the approval, closing popup, end message, badge and attachment settings', () => {
    const defaults = { title: 'Notice', checkbox: 'I accept', button: 'Go' };
    expect(messengerSettings({}, 'b', 's', defaults)).toMatchObject({
      approval: null,
      closingPopup: null,
      endMessage: null,
      unreadBadge: false,
      attachImages: false,
      shareLocation: false,
    });
    const settings = messengerSettings(
      {
        requireKVKK: true,
        kvkkText: 'We keep your data.',
        approvalButtonTextGDPR: 'Approve',
        popupHeader: 'Leaving?',
        popupMessage: 'End the chat?',
        popupConfirm: 'Yes',
        popupDecline: 'No',
        endOfConversationMessage: 'Thanks, bye!',
        showMessageCountOverIcon: true,
        imageUpload: true,
        shareLocation: true,
      },
      'b',
      's',
      defaults,
    );
    expect(settings.approval).toEqual({ title: 'Notice', text: 'We keep your data.', checkbox: 'I accept', button: 'Approve' });
    expect(settings.closingPopup).toEqual({ header: 'Leaving?', message: 'End the chat?', confirm: 'Yes', decline: 'No' });
    expect(settings).toMatchObject({ endMessage: 'Thanks, bye!', unreadBadge: true, attachImages: true, attachFiles: false, shareLocation: true });
    expect(messengerSettings({ popupMessage: 'End the chat?' }, 'b', 's').closingPopup).toBeNull();
  });
});
