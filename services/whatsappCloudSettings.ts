import type { KyInstance } from 'ky';
import { partnerWebhook, trackingParameters } from './contracts/channels/channelSettings';
import { partnerWebhookAnswer, whatsappTemplatesAnswer } from './contracts/channels/whatsappCloudSettings';
import { call, checkedJson, http } from './http';

const path = (channelId: string, rest: string) => `channel/${encodeURIComponent(channelId)}/${rest}`;

/** The WhatsApp Cloud popups' REST calls (docs/api.md): partner webhook, tracking parameters, approved templates. */
export function createWhatsappCloudSettingsClient(client: KyInstance) {
  return {
    partnerWebhook: (channelId: string, signal?: AbortSignal) => call(() => checkedJson(client.get(path(channelId, 'partnerWebhook'), { signal }), partnerWebhookAnswer)),
    setPartnerWebhook: (channelId: string, body: { partnerWebhookUrl: string; token: string }, signal?: AbortSignal) =>
      call(() => checkedJson(client.post(path(channelId, 'partnerWebhook'), { json: partnerWebhook.parse(body), signal }), partnerWebhookAnswer)),
    trackingParameters: (channelId: string, signal?: AbortSignal) => call(() => checkedJson(client.get(path(channelId, 'get-properties'), { signal }), trackingParameters)),
    setTrackingParameters: (channelId: string, removeTrackingParams: boolean, signal?: AbortSignal) =>
      call(() => checkedJson(client.put(path(channelId, 'set-properties'), { json: { removeTrackingParams }, signal }), trackingParameters)),
    whatsappTemplates: (channelId: string, signal?: AbortSignal) => call(() => checkedJson(client.get(path(channelId, 'whatsapp-templates'), { signal }), whatsappTemplatesAnswer)),
  };
}

export const whatsappCloudSettings = createWhatsappCloudSettingsClient(http);
