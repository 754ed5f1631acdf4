import type { Assistant, ChannelAdded, ChannelRecord, ChannelTile, ChannelUsage, FormKind } from '../../machines/channels/channels';

/**
 * The server's channel calls as the CHANNELS tab needs them (GraphQL unless said): the
 * company's channels, one channel, add, update, delete, the usage check (REST GET
 * /channel/byChannelSpecificFields) and the Cloud API key (REST PUT
 * /channel/{id}/set-cloud-api-key-properties), plus the company's assistants.
 */
export interface ChannelCalls {
  channels(companyId: string, signal?: AbortSignal): Promise<ChannelTile[]>;
  channel(id: string, signal?: AbortSignal): Promise<ChannelRecord>;
  addConnectionToCompany(
    input: { companyId: string; name: string; type: FormKind; botId: string; properties: Record<string, unknown> },
    signal?: AbortSignal,
  ): Promise<ChannelAdded>;
  updateConnection(input: { channelId: string; name: string; properties: Record<string, unknown> }, signal?: AbortSignal): Promise<unknown>;
  deleteChannel(channelId: string, signal?: AbortSignal): Promise<unknown>;
  byChannelSpecificFields(companyId: string, integrationType: string, fields: Record<string, string>, signal?: AbortSignal): Promise<ChannelUsage>;
  setCloudApiKeyProperties(channelId: string, body: { apiKey: string; userId: string }, signal?: AbortSignal): Promise<unknown>;
  assistants(companyId: string, signal?: AbortSignal): Promise<Assistant[]>;
  uploadChannelImage(channelId: string, file: Blob): Promise<{ url: string }>;
}
