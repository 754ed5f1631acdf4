import { z } from 'zod';
import { defineChannel } from './definition';
import { requiredSecret, requiredText } from './fields';
import { channelFieldMessages as m } from './messages';

/** The integration types a messaging-aggregator app connects (spec 02 section 3). */
export const AGGREGATOR_INTEGRATION_TYPES = ['web', 'whatsapp', 'android', 'ios', 'telegram'] as const;

/**
 * A messaging-aggregator app (spec 02 sections 2, 3 and 5): every field required. The app
 * and integration ids identify it; the api key and secret are secrets.
 */
export const messagingAggregator = defineChannel({
  kind: 'messagingAggregator',
  stored: { integrationType: 'Smooch' },
  properties: z
    .object({
      appID: requiredText(200),
      apiKey: requiredSecret(200),
      apiSecret: requiredSecret(500),
      integrationID: requiredText(200),
      integrationType: z.enum(AGGREGATOR_INTEGRATION_TYPES, m.oneOf(AGGREGATOR_INTEGRATION_TYPES)),
    })
    .strict(),
  secrets: ['apiKey', 'apiSecret'],
  identifiedBy: ['appID', 'integrationID'],
});
