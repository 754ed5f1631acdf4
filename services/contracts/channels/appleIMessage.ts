import { z } from 'zod';
import { defineChannel } from './definition';
import { requiredText } from './fields';

/** Apple iMessage (spec 02 sections 3, 5 and 7): the business id, required; it identifies the channel. */
export const appleIMessage = defineChannel({
  kind: 'appleIMessage',
  stored: { integrationType: 'AppleIMessage' },
  properties: z.object({ businessId: requiredText(200) }).strict(),
  secrets: [],
  identifiedBy: ['businessId'],
});
