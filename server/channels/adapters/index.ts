import type { ChannelKind } from '../../../services/contracts/channels';
import type { ChannelAdapter } from './channelAdapter';
import { facebookAdapter } from './facebook';
import { genericAdapter } from './generic';
import { instagramAdapter } from './instagram';
import { lineAdapter } from './line';
import { suiteAdapter } from './suite';
import { teamsAdapter } from './teams';
import { telegramAdapter } from './telegram';
import { whatsappCloudAdapter } from './whatsappCloud';

/**
 * The adapter of each channel kind that reaches users through a provider, typed by the
 * contracts' union: an entry filed under another kind's name is a type error, and adding a
 * kind is adding its file and its line here. Kinds without an adapter are kept and shown,
 * but no conversation runs on them.
 */
type AdapterRegistry = { readonly [K in ChannelKind]?: ChannelAdapter<K> };

export const channelAdapters: AdapterRegistry = {
  generic: genericAdapter,
  teams: teamsAdapter,
  telegram: telegramAdapter,
  line: lineAdapter,
  whatsappCloud: whatsappCloudAdapter,
  suite: suiteAdapter,
  facebook: facebookAdapter,
  instagram: instagramAdapter,
};

/** The adapter of a kind, keeping the kind's types. */
export function adapterOf<K extends ChannelKind>(kind: K): ChannelAdapter<K> | undefined {
  const registry: AdapterRegistry = channelAdapters;
  return registry[kind];
}
