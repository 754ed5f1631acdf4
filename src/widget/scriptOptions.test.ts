import { describe, expect, it } from 'vitest';
import { scriptOptions } from './scriptOptions';

describe('scriptOptions', () => {
  it('takes the API origin from the script address and the options from its data- attributes', () => {
    expect(scriptOptions({ src: 'https://console.example/widget/messenger.js?v=2', dataset: { channelId: 'c1', language: 'ar' } })).toEqual({
      origin: 'https://console.example',
      channelId: 'c1',
      language: 'ar',
      fullScreen: false,
      openAtOnce: false,
    });
  });

  it('opens at once in full screen', () => {
    expect(scriptOptions({ src: 'https://console.example/widget/messenger.js', dataset: { channelId: 'c1', fullScreen: 'true' } })).toMatchObject({
      fullScreen: true,
      openAtOnce: true,
    });
  });

  it('does nothing without a channel id', () => {
    expect(scriptOptions({ src: 'https://console.example/widget/messenger.js', dataset: {} })).toBeNull();
    expect(scriptOptions(null)).toBeNull();
  });
});
