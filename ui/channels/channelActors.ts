import type { AddChannelRequest, Assistant, ChannelAdded, ChannelRecord, ChannelTile, ChannelUsage, UpdateChannelRequest, UsageRequest } from '../../machines/channels/channels';
import type { CloudApiKeyRequest } from '../../machines/channels/cloudApiKey.machine';
import type { WhatsappCloudActors } from './popups/popupActors';

/** The calls the CHANNELS tab plugs into its machines (src/app/channelActors.ts in the browser, a test's own in tests). */
export type ChannelActors = WhatsappCloudActors & {
  loadChannels(input: { companyId: string }, signal?: AbortSignal): Promise<ChannelTile[]>;
  deleteChannel(input: { channelId: string }, signal?: AbortSignal): Promise<unknown>;
  loadAssistants(input: { companyId: string }, signal?: AbortSignal): Promise<Assistant[]>;
  loadChannel(input: { channelId: string }, signal?: AbortSignal): Promise<ChannelRecord>;
  checkUsage(input: UsageRequest, signal?: AbortSignal): Promise<ChannelUsage>;
  addChannel(input: AddChannelRequest, signal?: AbortSignal): Promise<ChannelAdded>;
  updateChannel(input: UpdateChannelRequest, signal?: AbortSignal): Promise<unknown>;
  setCloudApiKey(input: CloudApiKeyRequest, signal?: AbortSignal): Promise<unknown>;
};
