import type { KyInstance } from 'ky';
import type { ChannelKind } from './contracts/channels';
import { whatsappCloudApiKey } from './contracts/channels/whatsappCloud';
import { channelView, type ChannelView } from './contracts/rest/channels';
import { channelUsage, type ChannelUsage } from './contracts/rest/channelUsage';
import { graphql } from './generated';
import type { ChannelFieldsFragment } from './generated/graphql';
import { graphqlClient } from './graphql';
import { readQuery as query, runMutation as mutate } from './graphqlCalls';
import { call, checkedJson } from './http';

/**
 * Channel management (spec 02 sections 7 and 8) for the CHANNELS tab and the channel forms:
 * add, read, change and delete a channel of any kind over GraphQL, the usage check and the
 * WhatsApp Cloud API key over REST. Properties travel as JSON text; answers carry them parsed,
 * every secret reading as SECRET_MASK. Failures are thrown as ApiFailure (GraphQL) or CallFailure (REST).
 */

/** A channel as the tiles and forms read it: its properties parsed (secrets masked). */
export type ManagedChannel = Omit<ChannelFieldsFragment, 'properties'> & { properties: Record<string, unknown> };
export type ChannelAdded = { channel: ManagedChannel; apiToken: string | null; signingSecret: string | null };
export type { ChannelUsage, ChannelView };

export const CHANNEL_FIELDS = graphql(`
  fragment ChannelFields on Channel {
    id
    name
    integrationType
    companyID
    status
    botId
    kind
    botName
    properties
  }
`);

export const CHANNELS = graphql(`
  query CompanyChannels($companyId: ID!) {
    channels(companyId: $companyId) {
      id
      name
      integrationType
      companyID
      status
      botId
      kind
      botName
    }
  }
`);

const CHANNEL = graphql(`
  query ChannelDetails($id: ID!) {
    channel(id: $id) {
      ...ChannelFields
    }
  }
`);

const ADD_CONNECTION = graphql(`
  mutation AddConnectionToCompany($companyId: ID!, $name: String!, $type: ChannelKind!, $botId: ID, $properties: String!) {
    addConnectionToCompany(companyId: $companyId, name: $name, type: $type, botId: $botId, properties: $properties) {
      channel {
        ...ChannelFields
      }
      apiToken
      signingSecret
    }
  }
`);

const UPDATE_CONNECTION = graphql(`
  mutation UpdateConnection($channelId: ID!, $name: String, $properties: String!) {
    updateConnection(channelId: $channelId, name: $name, properties: $properties) {
      ...ChannelFields
    }
  }
`);

const DELETE_CHANNEL = graphql(`
  mutation DeleteChannel($channelId: ID!) {
    deleteChannel(channelId: $channelId) {
      success
      statusCode
    }
  }
`);

const parsedProperties = (text: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
};
const managed = (channel: ChannelFieldsFragment): ManagedChannel => ({ ...channel, properties: parsedProperties(channel.properties) });

/** A create whose properties are still the form's (the server reads them with the kind's contract and answers the contract's messages). */
export async function addChannelOfKind(
  input: { companyId: string; name: string; type: ChannelKind; botId: string; properties: Record<string, unknown> },
  signal?: AbortSignal,
  client = graphqlClient(),
): Promise<ChannelAdded> {
  const variables = { companyId: input.companyId, name: input.name, type: input.type, botId: input.botId, properties: JSON.stringify(input.properties) };
  const { addConnectionToCompany: added } = await mutate(client, ADD_CONNECTION, variables, signal);
  return { channel: managed(added.channel), apiToken: added.apiToken ?? null, signingSecret: added.signingSecret ?? null };
}

/** Changes a channel: secrets left as SECRET_MASK (as read) keep the stored ones; a null name keeps the name. */
export async function updateChannel(
  input: { channelId: string; name?: string | null; properties: Record<string, unknown> },
  signal?: AbortSignal,
  client = graphqlClient(),
): Promise<ManagedChannel> {
  const variables = { channelId: input.channelId, name: input.name ?? null, properties: JSON.stringify(input.properties) };
  return managed((await mutate(client, UPDATE_CONNECTION, variables, signal)).updateConnection);
}

export async function deleteChannel(channelId: string, signal?: AbortSignal, client = graphqlClient()): Promise<{ success: boolean; statusCode?: number | null }> {
  return (await mutate(client, DELETE_CHANNEL, { channelId }, signal)).deleteChannel;
}

export async function fetchChannel(id: string, signal?: AbortSignal, client = graphqlClient()): Promise<ManagedChannel> {
  return managed((await query(client, CHANNEL, { id }, signal)).channel);
}

export async function fetchChannels(companyId: string, signal?: AbortSignal, client = graphqlClient()) {
  return (await query(client, CHANNELS, { companyId }, signal)).channels;
}

/** The REST calls of channel management over one HTTP client (the console's own, or a test's in-process one). */
export function createChannelRestClient(client: KyInstance) {
  return {
    /** The usage check before a create: the other company using a channel with these identifying fields, or {}. */
    channelUsage: (companyId: string, integrationType: string, fields: Record<string, string>, signal?: AbortSignal): Promise<ChannelUsage> =>
      call(() =>
        checkedJson(client.get('channel/byChannelSpecificFields', { searchParams: { integrationType, ...fields }, headers: { companyID: companyId }, signal }), channelUsage),
      ),
    /** Sets a WhatsApp Cloud channel's API key (the key popup's SAVE). */
    setCloudApiKey: (channelId: string, body: { apiKey: string; userId: string }, signal?: AbortSignal): Promise<ChannelView> =>
      call(() => checkedJson(client.put(`channel/${encodeURIComponent(channelId)}/set-cloud-api-key-properties`, { json: whatsappCloudApiKey.parse(body), signal }), channelView)),
  };
}
