import { z } from 'zod';
import { moduleSettings } from './common';

/** THIRDPARTY, 'Wait For' (spec 03 sections 2.15, 3.2, 9): the time to wait, in seconds (typed in s, m or h). */
export const thirdPartySettings = moduleSettings({
  timeToWait: z.number({ error: 'The time to wait is a number of seconds, 0 or more.' }).min(0, 'The time to wait is a number of seconds, 0 or more.').optional(),
});
export type ThirdPartySettings = z.infer<typeof thirdPartySettings>;
