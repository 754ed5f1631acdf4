import { describe, expect, it } from 'vitest';
import { webMessengerSnippet } from './webMessengerSnippet';

describe('webMessengerSnippet', () => {
  it('is the script tag of the public address with the channel id', () => {
    expect(webMessengerSnippet({ publicUrl: 'https://console.example/', channelId: 'abc-1' })).toBe(
      '<script src="https://console.example/widget/messenger.js" data-channel-id="abc-1" async></script>',
    );
  });

  it('names the language when one is chosen, and keeps attribute values quoted safely', () => {
    expect(webMessengerSnippet({ publicUrl: 'https://console.example', channelId: 'a"b', language: 'ar' })).toBe(
      '<script src="https://console.example/widget/messenger.js" data-channel-id="a&quot;b" data-language="ar" async></script>',
    );
  });
});
