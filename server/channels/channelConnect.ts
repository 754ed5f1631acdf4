import type { ChannelKind } from '../../services/contracts/channels';
import type { AppDeps } from '../deps';
import type { DisconnectContext } from './adapters/channelAdapter';
import { badInput } from '../graphql/errors';
import { boundChannel } from './boundChannel';
import type { ChannelRow } from './channelStore';
import { anotherLiveChannelHas } from './channelSharing';
import { checkedProperties } from './channelInput';
import { providerAccess } from './providerAccess';

/**
 * Sets up the provider side of a new or changed channel when its kind's adapter can (checks
 * the token, registers the webhook): the properties to store, with what the provider side
 * answered merged in; a refusal is BAD_USER_INPUT with the adapter's text, and nothing is stored.
 */
export async function connectedProperties(deps: Pick<AppDeps, 'config'>, kind: ChannelKind, row: ChannelRow, apiTokenHash: string | null): Promise<Record<string, unknown>> {
  const connect = boundChannel(row, apiTokenHash)?.connect;
  if (!connect) return row.properties;
  const result = await connect(providerAccess(deps.config, kind));
  if (!result.ok) throw badInput(result.message);
  return result.properties ? { ...checkedProperties(kind, { ...row.properties, ...result.properties }) } : row.properties;
}

/**
 * Tears the provider side of a deleted channel down, the adapter asking what the server's other
 * live channels still use; a provider that cannot be reached does not stop the delete (logged without secrets).
 */
export async function disconnectChannel(deps: Pick<AppDeps, 'config' | 'db'>, kind: ChannelKind, row: ChannelRow, log: (line: string) => void): Promise<void> {
  const disconnect = boundChannel(row)?.disconnect;
  if (!disconnect) return;
  const context: DisconnectContext = { anotherLiveChannelHas: (kinds, property, value) => anotherLiveChannelHas(deps.db, row.id, kinds, property, value) };
  const told = await disconnect(providerAccess(deps.config, kind), context).catch(
    // The error's text may carry a provider address with a token in it: only its name is logged.
    (error: unknown) => ({ ok: false as const, reason: error instanceof Error ? error.name : 'an error' }),
  );
  if (!told.ok) log(`channel ${row.id} (${kind}) was deleted but its provider could not be told: ${told.reason}`);
}
