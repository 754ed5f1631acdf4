import { z } from 'zod';
import { defineChannel } from './definition';
import { requiredSecret } from './fields';

/** Line (spec 02 sections 3 and 5): channelSecret and accessToken, both required and both secrets. */
export const line = defineChannel({
  kind: 'line',
  stored: { integrationType: 'Line' },
  properties: z.object({ channelSecret: requiredSecret(200), accessToken: requiredSecret(1000) }).strict(),
  secrets: ['channelSecret', 'accessToken'],
  identifiedBy: [],
});
