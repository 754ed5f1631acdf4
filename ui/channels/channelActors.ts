import type { AddChannelRequest, Assistant, ChannelAdded, ChannelRecord, ChannelTile, ChannelUsage, UpdateChannelRequest, UsageRequest } from '../../machines/channels/channels';
import type { CloudApiKeyRequest } from '../../machines/channels/cloudApiKey.machine';
import type { ImageUploadRequest } from '../../machines/channels/forms/webSettings';
import type { ImageFacts } from '../../machines/channels/forms/web/imageRules';
import type { InstagramToolsActors } from './instagram/instagramToolsActors';
import type { FacebookPagesActors } from './forms/pagesActors';
import type { WhatsappCloudActors } from './popups/popupActors';
import type { SalesChatActors } from './salesChatActors';
import type { SuiteActors } from './suiteActors';

/** The calls the CHANNELS tab plugs into its machines (src/app/channelActors.ts in the browser, a test's own in tests). */
export type ChannelActors = WhatsappCloudActors &
  InstagramToolsActors &
  FacebookPagesActors &
  SuiteActors &
  SalesChatActors & {
    loadChannels(input: { companyId: string }, signal?: AbortSignal): Promise<ChannelTile[]>;
    deleteChannel(input: { channelId: string }, signal?: AbortSignal): Promise<unknown>;
    loadAssistants(input: { companyId: string }, signal?: AbortSignal): Promise<Assistant[]>;
    loadChannel(input: { channelId: string }, signal?: AbortSignal): Promise<ChannelRecord>;
    checkUsage(input: UsageRequest, signal?: AbortSignal): Promise<ChannelUsage>;
    addChannel(input: AddChannelRequest, signal?: AbortSignal): Promise<ChannelAdded>;
    updateChannel(input: UpdateChannelRequest, signal?: AbortSignal): Promise<unknown>;
    setCloudApiKey(input: CloudApiKeyRequest, signal?: AbortSignal): Promise<unknown>;
    /** The size and dimensions of a chosen image (refused before upload when too big or too tall). */
    readImage(input: { file: Blob }, signal?: AbortSignal): Promise<ImageFacts>;
    /** POST /api/v1/channels/:channelId/images: the uploaded image's public address. */
    uploadImage(input: ImageUploadRequest, signal?: AbortSignal): Promise<{ url: string }>;
  };
