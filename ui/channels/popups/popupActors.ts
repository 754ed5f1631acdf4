import type { PartnerWebhook } from '../../../machines/channels/popups/partnerWebhook.machine';
import type { BotVersion } from '../../../services/contracts/assistants';
import type { WhatsappTemplatesAnswer } from '../../../services/contracts/channels/whatsappCloudSettings';

/** The calls of the WhatsApp Cloud popups and the template choice (src/app/whatsappCloudActors.ts in the browser). */
export type WhatsappCloudActors = {
  loadPartnerWebhook(input: { channelId: string }, signal?: AbortSignal): Promise<PartnerWebhook>;
  savePartnerWebhook(input: PartnerWebhook & { channelId: string }, signal?: AbortSignal): Promise<unknown>;
  loadTrackingParameters(input: { channelId: string }, signal?: AbortSignal): Promise<{ removeTrackingParams: boolean }>;
  saveTrackingParameters(input: { channelId: string; removeTrackingParams: boolean }, signal?: AbortSignal): Promise<unknown>;
  /** The channel's approved templates; connected is false until the channel has its Cloud API account. */
  loadWhatsappTemplates(input: { channelId: string }, signal?: AbortSignal): Promise<WhatsappTemplatesAnswer>;
  /** The flows (versions) of the channel's assistant, newest first: each may send its own template. */
  loadAssistantFlows(input: { botId: string }, signal?: AbortSignal): Promise<BotVersion[]>;
};
