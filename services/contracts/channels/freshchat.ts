import { z } from 'zod';
import { defineChannel } from './definition';
import { requiredSecret, requiredText } from './fields';

/** Texts of the Freshchat form (spec 02 section 5, exact wording). */
export const freshchatMessages = {
  agentRequired: 'You should select a Freshchat Agent to continue.',
  channelRequired: 'You should select a Freshchat Channel to continue.',
  groupRequired: 'You should select a Fresh Chat agent groups to continue.',
} as const;

const chosen = (message: string) => z.string(message).trim().min(1, message);

/**
 * The live-chat platform, Freshchat (spec 02 sections 3, 5 and 7): created with app id, api
 * token (a secret), agent and channel; the agent group is chosen on update. The app id
 * identifies it.
 */
export const freshchat = defineChannel({
  kind: 'freshchat',
  stored: { integrationType: 'Freshchat' },
  properties: z
    .object({
      appID: requiredText(200),
      apiToken: requiredSecret(),
      agentID: chosen(freshchatMessages.agentRequired),
      freshchatChannelID: chosen(freshchatMessages.channelRequired),
      groupID: chosen(freshchatMessages.groupRequired).optional(),
    })
    .strict(),
  secrets: ['apiToken'],
  identifiedBy: ['appID'],
});
