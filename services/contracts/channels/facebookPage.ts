import { optionalText, requiredSecret, requiredText } from './fields';

/**
 * The properties a Facebook page channel and an Instagram account share (spec 02 section 3):
 * the page (which identifies the channel), the user's and the page's access tokens (secrets),
 * and the handover receiver chosen on update.
 */
export const facebookPageFields = {
  pageID: requiredText(100),
  accessToken: requiredSecret(),
  pageAccessToken: requiredSecret().optional(),
  fbSecondaryReceiverID: optionalText(100),
  fbSecondaryReceiverName: optionalText(200),
};
