import { channelKindOf, channelSecretPaths, maskChannelSecrets, parseChannelProperties, type ChannelKind, type ChannelProperties } from '../../services/contracts/channels';
import { mapSecretTexts } from '../../services/contracts/channels/secrets';
import { decrypt, encrypt } from '../secrets';

/**
 * Channel properties at rest: validated with the kind's contract on the way in and out, and
 * every secret the contract names sealed with the server's key (AES-256-GCM, server/secrets).
 * A sealed value reads `sealed:v1:<iv>.<tag>.<ciphertext>`; a value without the prefix was
 * stored before sealing and is read as it is.
 */
export const SEALED_PREFIX = 'sealed:v1:';

/** A stored channel whose properties its kind refuses: names the channel and the field, never a value. */
export class StoredChannelPropertiesInvalid extends Error {}

const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

/** The properties with every secret that is set sealed (one already sealed stays so). */
export function sealChannelSecrets<T>(secretKey: string, kind: ChannelKind, properties: T): T {
  return mapSecretTexts(properties, channelSecretPaths(kind), (value) => (isSealed(value) ? value : `${SEALED_PREFIX}${encrypt(secretKey, value)}`));
}

/** The properties with every sealed secret opened. */
export function openChannelSecrets<T>(secretKey: string, kind: ChannelKind, properties: T): T {
  return mapSecretTexts(properties, channelSecretPaths(kind), (value) => (isSealed(value) ? decrypt(secretKey, value.slice(SEALED_PREFIX.length)) : value));
}

/** What the properties column keeps for new or changed properties of a kind: parsed (or refused), secrets sealed. */
export function propertiesToStore<K extends ChannelKind>(secretKey: string, kind: K, input: unknown): ChannelProperties<K> {
  const parsed = parseChannelProperties(kind, input);
  if (!parsed.success) throw parsed.error;
  return sealChannelSecrets(secretKey, kind, parsed.data);
}

/** What identifies a stored channel's kind; the aggregator's sub-types (smoochType) have no column yet. */
type StoredChannel = { id: string; integrationType: string; smoochType?: string | null; properties: unknown };

const asObject = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * A stored channel's properties, secrets opened and checked with its kind's contract. A type
 * no kind has (rows older than the registry) keeps its properties as they are.
 */
export function storedProperties(secretKey: string, channel: StoredChannel): Record<string, unknown> {
  const raw = asObject(channel.properties);
  const kind = channelKindOf({ integrationType: channel.integrationType, smoochType: channel.smoochType });
  if (!kind) return raw;
  const parsed = parseChannelProperties(kind, openChannelSecrets(secretKey, kind, raw));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new StoredChannelPropertiesInvalid(
    `The stored properties of channel ${channel.id} (${kind}) do not match its kind${issue ? ` at ${issue.path.join('.') || 'the top'}` : ''}.`,
  );
}

/** Properties (already read) as an answer or a log line may carry them: every secret masked. */
export function answeredProperties(channel: Omit<StoredChannel, 'id'>): Record<string, unknown> {
  const kind = channelKindOf(channel);
  // A type no kind describes has no known secrets: none of its properties is answered.
  return kind ? maskChannelSecrets(kind, asObject(channel.properties)) : {};
}
