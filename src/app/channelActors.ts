import type { AddChannelRequest, Assistant, ChannelAdded, ChannelRecord, ChannelTile, ChannelUsage, FormKind } from '../../machines/channels/channels';
import { channelStoredType } from '../../services/contracts/channels';
import type { ApiFailure } from '../../services/contracts/common';
import type { ConsoleActors } from '../../ui/app/consoleActors';
import type { ChannelActors } from '../../ui/channels/channelActors';
import { lazily } from './lazily';

/**
 * The server's channel calls as the CHANNELS tab needs them (GraphQL unless said): the
 * company's channels, one channel, add, update, delete, the usage check (REST GET
 * /channel/byChannelSpecificFields) and the Cloud API key (REST PUT
 * /channel/{id}/set-cloud-api-key-properties), plus the company's assistants.
 */
export interface ChannelCalls {
  channels(companyId: string, signal?: AbortSignal): Promise<ChannelTile[]>;
  channel(id: string, signal?: AbortSignal): Promise<ChannelRecord>;
  addConnectionToCompany(input: { companyId: string; name: string; type: FormKind; botId: string; properties: Record<string, unknown> }, signal?: AbortSignal): Promise<ChannelAdded>;
  updateConnection(input: { channelId: string; name: string; properties: Record<string, unknown> }, signal?: AbortSignal): Promise<unknown>;
  deleteChannel(channelId: string, signal?: AbortSignal): Promise<unknown>;
  byChannelSpecificFields(query: Record<string, string>, signal?: AbortSignal): Promise<ChannelUsage>;
  setCloudApiKeyProperties(channelId: string, body: { apiKey: string; userId: string }, signal?: AbortSignal): Promise<unknown>;
  assistants(companyId: string, signal?: AbortSignal): Promise<Assistant[]>;
}

/** The CHANNELS tab's actors over the server's channel calls. */
export function channelActors(calls: ChannelCalls): ChannelActors {
  return {
    loadChannels: ({ companyId }, signal) => calls.channels(companyId, signal),
    deleteChannel: ({ channelId }, signal) => calls.deleteChannel(channelId, signal),
    loadAssistants: ({ companyId }, signal) => calls.assistants(companyId, signal),
    loadChannel: ({ channelId }, signal) => calls.channel(channelId, signal),
    checkUsage: ({ kind, fields }, signal) => calls.byChannelSpecificFields({ integrationType: channelStoredType(kind).integrationType, ...fields }, signal),
    addChannel: ({ companyId, kind, name, botId, properties }: AddChannelRequest, signal) => calls.addConnectionToCompany({ companyId, name, type: kind, botId, properties }, signal),
    updateChannel: (input, signal) => calls.updateConnection(input, signal),
    setCloudApiKey: ({ channelId, apiKey, userId }, signal) => calls.setCloudApiKeyProperties(channelId, { apiKey, userId }, signal),
  };
}

/** What a channel call answers until the server's channel API is connected: a refusal that says so (never a made-up success). */
const notAvailable: ApiFailure = {
  kind: 'http',
  status: 501,
  body: { statusCode: 501, error: 'Not Implemented', message: 'Channels are not available yet.' },
};
const refuse = async (): Promise<never> => {
  throw notAvailable;
};

const graphql = () => import('../../services/graphql');
const assistants = () => import('../../services/assistants');

/** The browser's channel calls today: the company's assistants are read; every channel call is refused as not available yet. */
export const pendingChannelCalls: ChannelCalls = {
  channels: refuse,
  channel: refuse,
  addConnectionToCompany: refuse,
  updateConnection: refuse,
  deleteChannel: refuse,
  byChannelSpecificFields: refuse,
  setCloudApiKeyProperties: refuse,
  assistants: lazily(
    async () => ({ graphql: await graphql(), assistants: await assistants() }),
    (m) => async (companyId: string, signal?: AbortSignal) =>
      (await m.assistants.fetchBots({ companyId }, { signal, client: m.graphql.graphqlClient() })).map((bot) => ({ id: bot.id, name: bot.name })),
  ),
};

export const channelsActors: Pick<ConsoleActors, 'channels'> = { channels: channelActors(pendingChannelCalls) };
