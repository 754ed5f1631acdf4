import { z } from 'zod';
import { defineChannel } from './definition';
import { optionalText } from './fields';

/**
 * The Android app SDK channel (spec 02 sections 2, 3 and 7): created by name (smoochType
 * Android); the CONFIGURATION tab sends the push server key and sender id.
 */
/** What the console shows when the provider refuses the configuration. */
export const androidMessages = { invalidConfiguration: 'You are using invalid configuration, please check again.' } as const;

export const android = defineChannel({
  kind: 'android',
  stored: { integrationType: 'Smooch', smoochType: 'Android' },
  properties: z
    .object({
      serverKey: optionalText(1000),
      senderID: optionalText(200),
    })
    .strict(),
  secrets: ['serverKey'],
  identifiedBy: [],
});
