import { z } from 'zod';
import { defineChannel } from './definition';
import { channelFieldMessages as m } from './messages';

/** Username and password of the business messaging service are shorter than 40 characters (spec 02 sections 5 and 9). */
export const BUSINESS_MESSAGING_BOUND = 40;

const shortRequired = () =>
  z
    .string(m.fieldEmpty)
    .trim()
    .min(1, m.fieldEmpty)
    .max(BUSINESS_MESSAGING_BOUND - 1, m.shorterThan(BUSINESS_MESSAGING_BOUND));

/** The business messaging service, BiP (spec 02 sections 3 and 5): username and password; the username identifies it. */
export const businessMessaging = defineChannel({
  kind: 'businessMessaging',
  stored: { integrationType: 'Bip' },
  properties: z.object({ username: shortRequired(), password: shortRequired() }).strict(),
  secrets: ['password'],
  identifiedBy: ['username'],
});
