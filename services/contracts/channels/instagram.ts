import { z } from 'zod';
import { defineChannel } from './definition';
import { optionalText } from './fields';
import { facebookPageFields } from './facebookPage';

/** Texts of the Instagram forms (spec 02 section 8, exact wording). */
export const instagramMessages = {
  notBusinessPage: 'Please try linking an Instagram business account Page!',
  createFailed: 'Failed to create Instagram channel, please try again later or contact support team.',
  usernameFailed: 'An error occurred fetching instagram username',
  iceBreakerFirst: 'To use the ig.me link feature, you must set up Ice Breaker first.',
} as const;

/**
 * An Instagram business account (spec 02 sections 3 and 4), through its Facebook page: the
 * page identifies it; its persistent menu, ice breakers and direct link are in instagramTools.
 * instagramID is the business account's id, kept when the channel connects: Instagram's webhooks name it.
 */
export const instagram = defineChannel({
  kind: 'instagram',
  stored: { integrationType: 'Instagram' },
  properties: z.object({ ...facebookPageFields, instagramID: optionalText(100) }).strict(),
  secrets: ['accessToken', 'pageAccessToken'],
  identifiedBy: ['pageID'],
});
