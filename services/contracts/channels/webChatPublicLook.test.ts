import { describe, expect, it } from 'vitest';
import { publicLookOf } from './webChatPublicLook';

describe('publicLookOf', () => {
  it('answers the look a visitor sees and nothing secret or internal', () => {
    const look = publicLookOf({
      brandColor: '#112233',
      brandName: 'Shop',
      auth: 'OTP',
      callOutText: 'Hello!',
      buttonList: [{ buttonId: 1, text: 'Start' }],
      customSMS: { url: 'https://sms.example/send', headers: [{ name: 'Authorization', value: 'secret' }], method: 'POST' },
      domain: 'shop.example',
      kvkkText: 'We keep your messages for 30 days.',
      customOtpValidation: { url: 'https://otp.example/check', headers: [], method: 'POST' },
      signInSecret: 'a'.repeat(40),
      reminderTimeouts: [],
    });
    // The KVKK text is shown for the visitor's approval; the requests, domain and secret stay private.
    expect(look).toEqual({
      brandColor: '#112233',
      brandName: 'Shop',
      auth: 'OTP',
      callOutText: 'Hello!',
      buttonList: [{ buttonId: 1, text: 'Start' }],
      kvkkText: 'We keep your messages for 30 days.',
    });
  });

  it('leaves out a stored field that no longer reads, keeping the others', () => {
    expect(publicLookOf({ brandColor: 'not a colour', brandName: 'Shop' })).toEqual({ brandName: 'Shop' });
  });
});
