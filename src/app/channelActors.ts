import type { AddChannelRequest, Assistant, ChannelAdded, ChannelRecord, ChannelTile, ChannelUsage, FormKind } from '../../machines/channels/channels';
import { channelStoredType } from '../../services/contracts/channels';
import type { ConsoleActors } from '../../ui/app/consoleActors';
import type { ChannelActors } from '../../ui/channels/channelActors';
import { lazily } from './lazily';
import { instagramToolsActors } from './instagramToolsActors';
import { suiteActors } from './suiteActors';
import { facebookPagesActors } from './facebookPagesActors';
import { whatsappCloudActors } from './whatsappCloudActors';

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

/** The CHANNELS tab's actors over the server's channel calls. */
export function channelActors(calls: ChannelCalls): ChannelActors {
  return {
    loadChannels: ({ companyId }, signal) => calls.channels(companyId, signal),
    deleteChannel: ({ channelId }, signal) => calls.deleteChannel(channelId, signal),
    loadAssistants: ({ companyId }, signal) => calls.assistants(companyId, signal),
    loadChannel: ({ channelId }, signal) => calls.channel(channelId, signal),
    checkUsage: ({ companyId, kind, fields }, signal) => calls.byChannelSpecificFields(companyId, channelStoredType(kind).integrationType, fields, signal),
    addChannel: ({ companyId, kind, name, botId, properties }: AddChannelRequest, signal) =>
      calls.addConnectionToCompany({ companyId, name, type: kind, botId, properties }, signal),
    updateChannel: (input, signal) => calls.updateConnection(input, signal),
    setCloudApiKey: ({ channelId, apiKey, userId }, signal) => calls.setCloudApiKeyProperties(channelId, { apiKey, userId }, signal),
    readImage: ({ file }) => readImage(file),
    uploadImage: ({ channelId, file }) => calls.uploadChannelImage(channelId, file),
    ...whatsappCloudActors,
    ...instagramToolsActors,
    ...suiteActors,
    ...facebookPagesActors,
  };
}

/** The size and dimensions of a chosen image, decoded by the browser (a file it cannot decode is refused). */
export async function readImage(file: Blob): Promise<{ bytes: number; width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  try {
    return { bytes: file.size, width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

const graphql = () => import('../../services/graphql');
const channelImages = () => import('../../services/channelImages');
const assistants = () => import('../../services/assistants');
const channels = () => import('../../services/channels');

const loaded = async () => ({ graphql: await graphql(), assistants: await assistants(), channels: await channels() });

/** The server's channel calls (services/channels.ts), loaded with the CHANNELS tab. */
export const consoleChannelCalls: ChannelCalls = {
  channels: lazily(
    loaded,
    (m) => async (companyId: string, signal?: AbortSignal) =>
      (await m.channels.fetchChannels(companyId, signal, m.graphql.graphqlClient())).map((c) => ({
        id: c.id,
        name: c.name,
        integrationType: c.integrationType,
        kind: c.kind ?? '',
        status: c.status,
        botId: c.botId ?? null,
        botName: c.botName ?? null,
      })),
  ),
  channel: lazily(loaded, (m) => async (id: string, signal?: AbortSignal) => {
    const c = await m.channels.fetchChannel(id, signal, m.graphql.graphqlClient());
    return { id: c.id, name: c.name, kind: c.kind ?? '', botId: c.botId ?? null, properties: c.properties };
  }),
  addConnectionToCompany: lazily(loaded, (m) => async (input: Parameters<ChannelCalls['addConnectionToCompany']>[0], signal?: AbortSignal) => {
    const added = await m.channels.addChannelOfKind(input, signal, m.graphql.graphqlClient());
    return {
      channel: { id: added.channel.id, name: added.channel.name },
      ...(added.apiToken ? { apiToken: added.apiToken } : {}),
      ...(added.signingSecret ? { signingSecret: added.signingSecret } : {}),
    };
  }),
  updateConnection: lazily(
    loaded,
    (m) => (input: Parameters<ChannelCalls['updateConnection']>[0], signal?: AbortSignal) => m.channels.updateChannel(input, signal, m.graphql.graphqlClient()),
  ),
  deleteChannel: lazily(loaded, (m) => (channelId: string, signal?: AbortSignal) => m.channels.deleteChannel(channelId, signal, m.graphql.graphqlClient())),
  byChannelSpecificFields: lazily(
    loaded,
    (m) => (companyId: string, integrationType: string, fields: Record<string, string>, signal?: AbortSignal) =>
      m.channels.checkChannelUsage(companyId, integrationType, fields, signal),
  ),
  setCloudApiKeyProperties: lazily(
    loaded,
    (m) => (channelId: string, body: { apiKey: string; userId: string }, signal?: AbortSignal) => m.channels.setCloudApiKey(channelId, body, signal),
  ),
  uploadChannelImage: lazily(channelImages, (m) => (channelId: string, file: Blob) => m.uploadChannelImage(channelId, file)),
  assistants: lazily(
    loaded,
    (m) => async (companyId: string, signal?: AbortSignal) =>
      (await m.assistants.fetchBots({ companyId }, { signal, client: m.graphql.graphqlClient() })).map((bot) => ({ id: bot.id, name: bot.name })),
  ),
};

export const channelsActors: Pick<ConsoleActors, 'channels'> = { channels: channelActors(consoleChannelCalls) };
