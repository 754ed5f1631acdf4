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
