import { describe, expect, it } from 'vitest';
import { partnerWebhook, trackingParameters } from './channelSettings';

describe('partner webhook and tracking parameters', () => {
  it('takes both webhook fields, or both empty to delete', () => {
    expect(partnerWebhook.parse({ partnerWebhookUrl: 'https://partner.example.com/in', token: 't' })).toEqual({ partnerWebhookUrl: 'https://partner.example.com/in', token: 't' });
    expect(partnerWebhook.parse({ partnerWebhookUrl: '', token: '' })).toEqual({ partnerWebhookUrl: '', token: '' });
    expect(partnerWebhook.safeParse({ partnerWebhookUrl: 'nope', token: 't' }).success).toBe(false);
  });

  it('takes the tracking switch', () => {
    expect(trackingParameters.parse({ removeTrackingParams: true })).toEqual({ removeTrackingParams: true });
    expect(trackingParameters.safeParse({ removeTrackingParams: 'yes' }).success).toBe(false);
  });
});
