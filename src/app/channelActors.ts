import type { AddChannelRequest } from '../../machines/channels/channels';
// The console's HTTP client is in the first bundle already (the sign-in uses it): imported here, not loaded later.
import { http } from '../../services/http';
import type { ConsoleActors } from '../../ui/app/consoleActors';
import type { ChannelActors } from '../../ui/channels/channelActors';
import { lazyCalls, once } from './lazily';
import type { ChannelCalls } from './channelCalls';
import { instagramToolsActors } from './instagramToolsActors';
import { salesChatActors } from './salesChatActors';
import { suiteActors } from './suiteActors';
import { facebookPagesActors } from './facebookPagesActors';
import { whatsappCloudActors } from './whatsappCloudActors';

/** The CHANNELS tab's actors over the server's channel calls. */
export function channelActors(calls: ChannelCalls): ChannelActors {
  return {
    loadChannels: ({ companyId }, signal) => calls.channels(companyId, signal),
    deleteChannel: ({ channelId }, signal) => calls.deleteChannel(channelId, signal),
    loadAssistants: ({ companyId }, signal) => calls.assistants(companyId, signal),
    loadChannel: ({ channelId }, signal) => calls.channel(channelId, signal),
    checkUsage: async ({ companyId, kind, fields }, signal) => {
      // The channel contracts (zod) load with the channel forms, not with the first bundle.
      const { channelStoredType } = await import('../../services/contracts/channels');
      return calls.byChannelSpecificFields(companyId, channelStoredType(kind).integrationType, fields, signal);
    },
    addChannel: ({ companyId, kind, name, botId, properties }: AddChannelRequest, signal) =>
      calls.addConnectionToCompany({ companyId, name, type: kind, botId, properties }, signal),
    updateChannel: (input, signal) => calls.updateConnection(input, signal),
    setCloudApiKey: ({ channelId, apiKey, userId }, signal) => calls.setCloudApiKeyProperties(channelId, { apiKey, userId }, signal),
    readImage: ({ file }) => readImage(file),
    uploadImage: ({ channelId, file }) => calls.uploadChannelImage(channelId, file),
    ...whatsappCloudActors,
    ...instagramToolsActors,
    ...suiteActors,
    ...salesChatActors,
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

const ALL_CALLS = [
  'channels',
  'channel',
  'addConnectionToCompany',
  'updateConnection',
  'deleteChannel',
  'byChannelSpecificFields',
  'setCloudApiKeyProperties',
  'assistants',
  'uploadChannelImage',
] as const satisfies ReadonlyArray<keyof ChannelCalls>;

/** The server's channel calls over the console's own clients, loaded with the CHANNELS tab. */
export const consoleChannelCalls: ChannelCalls = lazyCalls(
  once(async () => {
    const [{ channelCallsOver }, { graphqlClient }] = await Promise.all([import('./channelCallsOver'), import('../../services/graphql')]);
    return channelCallsOver(graphqlClient(), http);
  }),
  ALL_CALLS,
);

export const channelsActors: Pick<ConsoleActors, 'channels'> = { channels: channelActors(consoleChannelCalls) };
