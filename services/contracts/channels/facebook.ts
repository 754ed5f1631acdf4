import { z } from 'zod';
import { defineChannel } from './definition';
import { facebookPageFields } from './facebookPage';

/** Texts of the Facebook forms (spec 02 section 8, exact wording). */
export const facebookMessages = {
  onlyMainReceiver: 'Only main receiver in Facebook can configure handover configurations.',
  createFailed: 'Failed to create Facebook channel, please try again later or contact support team.',
  noPages: "You don't have any pages.",
  usedElsewhere: "You've already added that channel to some company.",
  receiversFailed: 'Facebook Error',
} as const;

/** A Facebook page (spec 02 sections 3, 4 and 7): created per chosen page with accessToken and pageID. */
export const facebook = defineChannel({
  kind: 'facebook',
  stored: { integrationType: 'Facebook' },
  properties: z.object(facebookPageFields).strict(),
  secrets: ['accessToken', 'pageAccessToken'],
  identifiedBy: ['pageID'],
});
