import { z } from 'zod';
import { defineChannel } from './definition';
import { requiredSecret } from './fields';

/**
 * The live-chat form (spec 02 sections 2, 4 and 7): connected by name only; the answer
 * carries properties.token, shown once after connect (with a Close button). The token is a
 * secret: every later answer masks it.
 */
export const liveChat = defineChannel({
  kind: 'liveChat',
  stored: { integrationType: 'Jivochat' },
  properties: z.object({ token: requiredSecret(500).optional() }).strict(),
  secrets: ['token'],
  identifiedBy: [],
});
