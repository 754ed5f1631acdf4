import { describe, expect, it } from 'vitest';
import { webChat } from './webChat';
import { typingDelayWarning } from './webChatCallout';

const problem = (input: unknown) => {
  const result = webChat.properties.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('web chat contract', () => {
  it('accepts what a new web chat stores (nothing) and is the MicroWebChat type', () => {
    expect(webChat.properties.parse({})).toEqual({});
    expect(webChat).toMatchObject({ stored: { integrationType: 'MicroWebChat' }, secrets: ['signInSecret'], identifiedBy: [] });
  });

  it('accepts the Design, Callout settings and Settings tabs of spec 02 section 3', () => {
    const settings = {
      brandColor: '#0055FF',
      startBrandColor: '#0055FF',
      finalBrandColor: '#00AAFF',
      startDelay: 5,
      removeInput: false,
      auth: 'OTP',
      tokenAge: 24,
      smsTitle: 'Verify your phone',
      defaultCountry: 'tr',
      requireKVKK: true,
      kvkkTitle: 'KVKK',
      startConversationButtonText: 'Start conversation',
      enableCallOut: true,
      callOutText: 'Need help?',
      callOutDelay: 10,
      typingDelay: 3,
      buttonList: [{ buttonId: 1, colorCode: '#000000', textColorCode: '#FFFFFF', text: 'Chat with us' }],
      customSMS: { url: 'https://sms.example.com/send', headers: [{ name: 'X-Key', value: 'abc' }], body: '{"to":"#PHONE"}' },
      reminderTimeouts: [{ language: 'en', reminderMessage: 'Still there?', timeoutMessage: 'Closing the chat.' }],
    };
    const parsed = webChat.properties.parse(settings);
    expect(parsed.defaultCountry).toBe('TR');
    expect(parsed.customSMS).toEqual({ ...settings.customSMS, method: 'POST' });
  });

  it('enforces the limits of spec 02 section 9 and the reminder texts of section 5', () => {
    expect(problem({ startConversationButtonText: 'x'.repeat(41) })).toBe('At most 40 characters.');
    expect(problem({ callOutText: 'x'.repeat(151) })).toBe('At most 150 characters.');
    expect(problem({ buttonList: [1, 2, 3, 4].map((buttonId) => ({ buttonId })) })).toBe('At most 3 buttons.');
    expect(problem({ auth: 'PASSWORD' })).toBe('Choose one of: none, OTP, TOKEN.');
    expect(problem({ customOtpValidation: { url: 'https://otp.example.com', body: '{oops' } })).toBe('The body must be valid JSON.');
    expect(problem({ reminderTimeouts: [{ language: 'en', reminderMessage: '', timeoutMessage: 'Bye' }] })).toBe('Enter a Reminder Message to continue.');
    expect(problem({ reminderTimeouts: [{ language: 'en', reminderMessage: 'Hi', timeoutMessage: ' ' }] })).toBe('Enter Timeout Message to continue.');
    expect(problem({ reminderTimeouts: [{ language: '', reminderMessage: 'Hi', timeoutMessage: 'Bye' }] })).toBe('Select a language to continue.');
    expect(problem({ reminderTimeouts: [{ language: 'en', reminderMessage: 'x'.repeat(201), timeoutMessage: 'Bye' }] })).toBe('At most 200 characters.');
    const twice = { language: 'en', reminderMessage: 'Hi', timeoutMessage: 'Bye' };
    expect(problem({ reminderTimeouts: [twice, twice] })).toBe('This language is already selected. Select a different language to continue.');
  });

  it('warns (without refusing) when typing would show after the callout', () => {
    expect(typingDelayWarning({ callOutDelay: 3, typingDelay: 5 })).toBe(
      "Delay time of typing can not be higher than callout popup delay. Otherwise, typing icon won't be triggered!",
    );
    expect(typingDelayWarning({ callOutDelay: 5, typingDelay: 3 })).toBeNull();
    expect(webChat.properties.safeParse({ callOutDelay: 3, typingDelay: 5 }).success).toBe(true);
  });
});

describe('web chat texts', () => {
  it('keeps the custom widget texts under texts, one per text key; an unknown key or an overlong text is refused', () => {
    const texts = { inputPlaceholder: 'Ask us anything', sendButtonText: 'Go' };
    expect(webChat.properties.parse({ texts })).toEqual({ texts });
    expect(webChat.properties.safeParse({ texts: { inputPlaceholdr: 'typo' } }).success).toBe(false);
    expect(problem({ texts: { headerText: 'x'.repeat(501) } })).toBe('At most 500 characters.');
  });
});

describe('web chat vote settings', () => {
  it('keeps the image a vote page shows (properties.vote.voteImage)', () => {
    expect(webChat.properties.parse({ vote: { voteImage: 'https://cdn.example.com/company.png' } })).toEqual({ vote: { voteImage: 'https://cdn.example.com/company.png' } });
    expect(problem({ vote: { voteImage: 'company.png' } })).toBe('Please enter a valid url');
  });
});
