import { z } from 'zod';
import { httpUrl, requiredText } from './fields';

/**
 * Settings kept beside a channel's properties, each behind its own path (spec 02 sections 2,
 * 5 and 7): the partner webhook, the tracking parameters, and the reminder and timeout
 * messages per language; and the vote settings a channel may carry (spec 01, vote deep links).
 */

/** properties.vote: the image a vote page shows when its link has none. */
export const channelVoteSettings = z.object({ voteImage: httpUrl().optional() }).strict();

/** GET/POST /channel/{id}/partnerWebhook: both fields empty on delete; the token is a secret. */
export const partnerWebhook = z.union([
  z.object({ partnerWebhookUrl: httpUrl(), token: requiredText(500) }).strict(),
  z.object({ partnerWebhookUrl: z.literal(''), token: z.literal('') }).strict(),
]);
export const PARTNER_WEBHOOK_SECRETS = ['token'] as const;

/** GET /channel/{id}/get-properties and PUT /channel/{id}/set-properties. */
export const trackingParameters = z.object({ removeTrackingParams: z.boolean() }).strict();

export const trackingMessages = {
  updated: (channel: string) => `Your Tracking Parameter has been updated on ${channel} Channel successfully.`,
} as const;

/** Reminder and timeout messages: at most 200 characters (shown on 3 rows). */
export const REMINDER_MESSAGE_MAX = 200;

export const reminderMessages = {
  reminderRequired: 'Enter a Reminder Message to continue.',
  timeoutRequired: 'Enter Timeout Message to continue.',
  languageRequired: 'Select a language to continue.',
  languageRepeated: 'This language is already selected. Select a different language to continue.',
  tooLong: `At most ${REMINDER_MESSAGE_MAX} characters.`,
} as const;

const message = (required: string) => z.string(required).trim().min(1, required).max(REMINDER_MESSAGE_MAX, reminderMessages.tooLong);

/** One language's block. */
export const reminderTimeoutBlock = z
  .object({
    language: z.string(reminderMessages.languageRequired).trim().min(1, reminderMessages.languageRequired),
    reminderMessage: message(reminderMessages.reminderRequired),
    timeoutMessage: message(reminderMessages.timeoutRequired),
  })
  .strict();

/** The blocks of all languages: a language appears once. */
export const reminderTimeoutBlocks = z.array(reminderTimeoutBlock).superRefine((blocks, ctx) => {
  const seen = new Set<string>();
  blocks.forEach((block, index) => {
    if (seen.has(block.language)) ctx.addIssue({ code: 'custom', path: [index, 'language'], message: reminderMessages.languageRepeated });
    seen.add(block.language);
  });
});
