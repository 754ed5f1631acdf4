import type { ApolloClient } from '@apollo/client';
import type { KyInstance } from 'ky';
import { fetchBots } from '../../services/assistants';
import { createChannelImageClient } from '../../services/channelImages';
import { addChannelOfKind, createChannelRestClient, deleteChannel, fetchChannel, fetchChannels, updateChannel } from '../../services/channels';
import type { ChannelCalls } from './channelCalls';

/**
 * The server's channel calls over a GraphQL client and a REST client: the console's own in the
 * browser, or a test's that reach the server in process.
 */
export function channelCallsOver(client: ApolloClient, rest: KyInstance): ChannelCalls {
  const channelRest = createChannelRestClient(rest);
  const images = createChannelImageClient(rest);
  return {
    channels: async (companyId, signal) =>
      (await fetchChannels(companyId, signal, client)).map((c) => ({
        id: c.id,
        name: c.name,
        integrationType: c.integrationType,
        kind: c.kind ?? '',
        status: c.status,
        botId: c.botId ?? null,
        botName: c.botName ?? null,
      })),
    channel: async (id, signal) => {
      const c = await fetchChannel(id, signal, client);
      return { id: c.id, name: c.name, kind: c.kind ?? '', botId: c.botId ?? null, properties: c.properties };
    },
    addConnectionToCompany: async (input, signal) => {
      const added = await addChannelOfKind(input, signal, client);
      return {
        channel: { id: added.channel.id, name: added.channel.name },
        ...(added.apiToken ? { apiToken: added.apiToken } : {}),
        ...(added.signingSecret ? { signingSecret: added.signingSecret } : {}),
      };
    },
    updateConnection: (input, signal) => updateChannel(input, signal, client),
    deleteChannel: (channelId, signal) => deleteChannel(channelId, signal, client),
    byChannelSpecificFields: (companyId, integrationType, fields, signal) => channelRest.channelUsage(companyId, integrationType, fields, signal),
    setCloudApiKeyProperties: (channelId, body, signal) => channelRest.setCloudApiKey(channelId, body, signal),
    uploadChannelImage: (channelId, file) => images.uploadChannelImage(channelId, file),
    assistants: async (companyId, signal) => (await fetchBots({ companyId }, { signal, client })).map((bot) => ({ id: bot.id, name: bot.name })),
  };
}
