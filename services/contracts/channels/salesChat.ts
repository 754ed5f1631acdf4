import { z } from 'zod';
import { defineChannel } from './definition';
import { optionalText, requiredSecret, requiredText } from './fields';

/** Texts of the sales-chat forms (spec 02 sections 2 and 8, exact wording). */
export const salesChatMessages = {
  createFailed: 'Failed to create Zoho channel, please try again later or contact support team.',
  providerError: (error: string) => `An error happened from Zoho side: ${error}`,
  providerErrorUnknown: 'An error happened from Zoho side, please check support team.',
  updateNotImplemented: 'Not implemented yet.',
} as const;

/**
 * The sales-chat tool, Zoho (spec 02 sections 3, 4 and 5): client id required; the OAuth
 * code flow gives the access and refresh tokens (secrets, with the client secret) and their
 * expiry (seconds since the epoch) and the API domain of the account's data centre; the
 * portal's screen name identifies it.
 */
export const salesChat = defineChannel({
  kind: 'salesChat',
  stored: { integrationType: 'Zoho' },
  properties: z
    .object({
      clientId: requiredText(200),
      clientSecret: requiredSecret().optional(),
      screenName: optionalText(200),
      appId: optionalText(200),
      accessToken: requiredSecret().optional(),
      refreshToken: requiredSecret().optional(),
      tokenExpireTime: z.number().int().nonnegative().optional(),
      /** Where Zoho says this account's API calls go (its data centre), as the token answer named it. */
      apiDomain: optionalText(200),
    })
    .strict(),
  secrets: ['clientSecret', 'accessToken', 'refreshToken'],
  identifiedBy: ['screenName'],
});
