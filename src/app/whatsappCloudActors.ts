import type { WhatsappCloudActors } from '../../ui/channels/popups/popupActors';
import { lazily } from './lazily';

const settings = async () => (await import('../../services/whatsappCloudSettings')).whatsappCloudSettings;
const assistants = () => import('../../services/assistants');

/**
 * The WhatsApp Cloud popups' calls over REST (services/whatsappCloudSettings.ts) and the flows of
 * the channel's assistant over GraphQL (services/assistants.ts), loaded at their first use.
 */
export const whatsappCloudActors: WhatsappCloudActors = {
  loadPartnerWebhook: lazily(
    settings,
    (s) =>
      ({ channelId }: { channelId: string }, signal?: AbortSignal) =>
        s.partnerWebhook(channelId, signal),
  ),
  savePartnerWebhook: lazily(
    settings,
    (s) =>
      ({ channelId, partnerWebhookUrl, token }: { channelId: string; partnerWebhookUrl: string; token: string }, signal?: AbortSignal) =>
        s.setPartnerWebhook(channelId, { partnerWebhookUrl, token }, signal),
  ),
  loadTrackingParameters: lazily(
    settings,
    (s) =>
      ({ channelId }: { channelId: string }, signal?: AbortSignal) =>
        s.trackingParameters(channelId, signal),
  ),
  saveTrackingParameters: lazily(
    settings,
    (s) =>
      ({ channelId, removeTrackingParams }: { channelId: string; removeTrackingParams: boolean }, signal?: AbortSignal) =>
        s.setTrackingParameters(channelId, removeTrackingParams, signal),
  ),
  loadWhatsappTemplates: lazily(
    settings,
    (s) =>
      ({ channelId }: { channelId: string }, signal?: AbortSignal) =>
        s.whatsappTemplates(channelId, signal),
  ),
  loadAssistantFlows: lazily(
    // The designer's contracts (zod) load with the call, not with the first bundle.
    () => Promise.all([assistants(), import('../../services/contracts/designer')]),
    ([m, { newestFirst }]) =>
      async ({ botId }: { botId: string }, signal?: AbortSignal) =>
        newestFirst(await m.fetchVersions({ botId }, signal ? { signal } : {})),
  ),
};
