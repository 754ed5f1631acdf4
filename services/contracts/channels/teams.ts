import { z } from 'zod';
import { defineChannel } from './definition';
import { requiredSecret, requiredText } from './fields';

/** The team-chat app, Teams (spec 02 sections 3 and 5): appID and password, both required; the app id identifies it. */
export const teams = defineChannel({
  kind: 'teams',
  stored: { integrationType: 'Teams' },
  properties: z.object({ appID: requiredText(200), password: requiredSecret(500) }).strict(),
  secrets: ['password'],
  identifiedBy: ['appID'],
});

/** What adding a Teams channel answers when signing in as the bot fails (the provider's words follow the first). */
export const teamsMessages = {
  signInRefused: (words: string) => `Teams did not accept the app id and password: ${words}`,
  signInUnavailable: 'Teams could not be reached to check the app id and password, please try again after a while.',
} as const;
