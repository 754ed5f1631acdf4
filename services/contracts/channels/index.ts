import type { z } from 'zod';
import { android } from './android';
import { appleIMessage } from './appleIMessage';
import { businessMessaging } from './businessMessaging';
import { conversationalAi } from './conversationalAi';
import type { AnyChannelDefinition, StoredType } from './definition';
import { facebook } from './facebook';
import { freshchat } from './freshchat';
import { generic } from './generic';
import { helpDeskChat } from './helpDeskChat';
import { instagram } from './instagram';
import { ios } from './ios';
import { line } from './line';
import { liveChat } from './liveChat';
import { messagingAggregator } from './messagingAggregator';
import { salesChat } from './salesChat';
import { keepMaskedSecrets, maskSecrets, valueAt } from './secrets';
import { suite } from './suite';
import { teams } from './teams';
import { telegram } from './telegram';
import { webChat } from './webChat';
import { webMessenger } from './webMessenger';
import { whatsapp } from './whatsapp';
import { whatsapp360 } from './whatsapp360';
import { whatsappCloud } from './whatsappCloud';
import { whatsappMessagingProvider } from './whatsappMessagingProvider';

export { defineChannel, type AnyChannelDefinition, type ChannelDefinition, type StoredType } from './definition';
export { SECRET_MASK } from './secrets';
export { channelFieldMessages } from './messages';

/** Every channel kind of spec 02 (section 1 and 3), in the product's words. */
export const CHANNEL_KINDS = [
  'webChat',
  'webMessenger',
  'android',
  'ios',
  'messagingAggregator',
  'suite',
  'telegram',
  'whatsapp',
  'whatsappMessagingProvider',
  'whatsapp360',
  'whatsappCloud',
  'facebook',
  'instagram',
  'helpDeskChat',
  'salesChat',
  'freshchat',
  'liveChat',
  'conversationalAi',
  'businessMessaging',
  'teams',
  'line',
  'appleIMessage',
  'generic',
] as const;

export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * A registry of exactly the kinds K, each entry of its own kind: a kind missing from it, one
 * it has beyond K, or an entry filed under another kind's name is a type error. Each layer
 * (adapters in server/, forms in ui/) types its own registry the same way.
 */
export type ChannelRegistryOf<K extends string> = { readonly [P in K]: AnyChannelDefinition<P> };

export const channelRegistry = {
  webChat,
  webMessenger,
  android,
  ios,
  messagingAggregator,
  suite,
  telegram,
  whatsapp,
  whatsappMessagingProvider,
  whatsapp360,
  whatsappCloud,
  facebook,
  instagram,
  helpDeskChat,
  salesChat,
  freshchat,
  liveChat,
  conversationalAi,
  businessMessaging,
  teams,
  line,
  appleIMessage,
  generic,
} as const satisfies ChannelRegistryOf<ChannelKind>;

export type ChannelRegistry = typeof channelRegistry;

/** The properties of a kind once parsed. */
export type ChannelProperties<K extends ChannelKind> = z.output<ChannelRegistry[K]['properties']>;

export function isChannelKind(value: unknown): value is ChannelKind {
  return typeof value === 'string' && Object.hasOwn(channelRegistry, value);
}

/** The registry seen per kind, so that a lookup by a kind parameter keeps that kind's types. */
const schemaOfKind: { readonly [P in ChannelKind]: { readonly properties: z.ZodType<ChannelProperties<P>> } } = channelRegistry;

/** The schema of a kind's properties. */
export function channelPropertiesSchema<K extends ChannelKind>(kind: K): z.ZodType<ChannelProperties<K>> {
  return schemaOfKind[kind].properties;
}

/** Parses properties of a kind: the data, or the issues with the spec's messages. */
export function parseChannelProperties<K extends ChannelKind>(kind: K, input: unknown): z.ZodSafeParseResult<ChannelProperties<K>> {
  return channelPropertiesSchema(kind).safeParse(input);
}

/** The property paths of a kind that are secret. */
export function channelSecretPaths(kind: ChannelKind): readonly string[] {
  return channelRegistry[kind].secrets;
}

/** The fields of a kind that identify a channel for the usage check (never a secret). */
export function channelIdentifyingFields(kind: ChannelKind): readonly string[] {
  return channelRegistry[kind].identifiedBy;
}

/** Properties as an answer or a log line may carry them: every secret that is set reads as SECRET_MASK. */
export function maskChannelSecrets<T>(kind: ChannelKind, properties: T): T {
  return maskSecrets(properties, channelSecretPaths(kind));
}

/** An update's properties with each secret sent back as SECRET_MASK replaced by the stored one. */
export function keepStoredSecrets<T>(kind: ChannelKind, incoming: T, stored: unknown): T {
  return keepMaskedSecrets(incoming, stored, channelSecretPaths(kind));
}

/**
 * The query of the usage check (GET /channel/byChannelSpecificFields): the kind's identifying
 * fields that are set, as text. Secrets are never among them.
 */
export function channelIdentity(kind: ChannelKind, properties: unknown): Record<string, string> {
  const identity: Record<string, string> = {};
  for (const field of channelIdentifyingFields(kind)) {
    const value = valueAt(properties, field);
    if (typeof value === 'string' || typeof value === 'number') identity[field] = String(value);
  }
  return identity;
}

/** How a kind is stored: its integrationType, and smoochType for the aggregator's sub-types. */
export function channelStoredType(kind: ChannelKind): StoredType {
  return channelRegistry[kind].stored;
}

/** The kind of a stored channel, from its integrationType (and smoochType where the type is shared). */
export function channelKindOf(stored: { integrationType: string; smoochType?: string | null }): ChannelKind | undefined {
  return CHANNEL_KINDS.find((kind) => {
    const type = channelRegistry[kind].stored;
    return type.integrationType === stored.integrationType && (type.smoochType ?? undefined) === (stored.smoochType ?? undefined);
  });
}
