import { z } from 'zod';
import type { ChannelKind } from './index';

/**
 * Channel management (spec 02 sections 3, 7 and 8): the texts the server answers with, the
 * permission code of each operation, and which kinds a company may have several of.
 */
export const channelManagementMessages = {
  onePerType: 'You are not allowed to add more than one channel from that type.',
  usedElsewhere: (company: string) => `You've already added that channel to ${company} company.`,
  notAuthorized: 'You are not authorized for this action. You can contact your Administrator for further information.',
  channelNotFound: 'Channel not found.',
  botRequired: 'Choose the assistant this channel runs.',
  botNotFound: 'The assistant does not exist.',
  propertiesNotJson: 'The channel properties must be a JSON object.',
  nameRequired: 'Name is required.',
  notWhatsappCloud: 'Only a WhatsApp Cloud channel has a Cloud API key.',
  unknownType: 'This channel type does not exist.',
  notIdentifying: (field: string) => `${field} does not identify a channel of this type.`,
} as const;

/** The permission codes of spec 02 section 3, answered with a refusal (extensions.permissionCode). */
export const CHANNEL_PERMISSION_CODES = { create: 405, read: 406, delete: 407, update: 408 } as const;
export type ChannelRight = keyof typeof CHANNEL_PERMISSION_CODES;

/**
 * Kinds a company may have several live channels of: the web chat (each assistant gets its
 * own), the generic webhook (one per partner, each with its own token and address) and
 * Facebook pages and Instagram accounts (one channel per page). Every
 * other kind is one live channel per company (deleted ones are not counted).
 */
export const MANY_PER_COMPANY_KINDS: readonly ChannelKind[] = ['webChat', 'generic', 'facebook', 'instagram'];

/** Kinds whose channel always runs an assistant, with or without a provider adapter. */
export const ASSISTANT_KINDS: readonly ChannelKind[] = ['webChat', 'webMessenger'];

/** A channel's name as the create and update forms send it. */
export const channelName = z.string().trim().min(1, channelManagementMessages.nameRequired).max(100, 'The name must be at most 100 characters.');

/** One refused property: where, and the contract's message. */
export type ChannelPropertyProblem = { path: string; message: string };
