import { z } from 'zod';
import { defineChannel } from './definition';
import { nameValuePair } from './fields';
import { channelFieldMessages } from './messages';

/**
 * The generic webhook channel (spec 02 sections 3, 5 and 7): messages come in at
 * /external/v1/incoming with the channel's api token (kept only as a hash, outside the
 * properties); answers go out to webhookUrl, signed with the channel's signingSecret when it
 * has one (docs/channels.md). `params` is set on update.
 */
export const genericMessages = {
  webhookPrefix: 'The URL provided must begin with http:// or https://',
  webhookInvalid: channelFieldMessages.invalidUrl,
} as const;

const WEBHOOK_PREFIX = /^https?:\/\/[A-Za-z0-9]/;

/** The webhook URL rule: http(s):// then an alphanumeric, then a URL that parses. */
export function webhookUrlProblem(value: string): string | null {
  const url = value.trim();
  if (!WEBHOOK_PREFIX.test(url)) return genericMessages.webhookPrefix;
  try {
    const parsed = new URL(url);
    if (!parsed.hostname || /\s/.test(url)) return genericMessages.webhookInvalid;
  } catch {
    return genericMessages.webhookInvalid;
  }
  return null;
}

/** Longest webhook URL the channel keeps. */
export const WEBHOOK_URL_MAX = 2000;

export const webhookUrl = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, genericMessages.webhookInvalid)
  .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const generic = defineChannel({
  kind: 'generic',
  stored: { integrationType: 'Generic' },
  properties: z
    .object({
      webhookUrl,
      /** Name/value pairs set on update (spec 02 section 7: "generic ... update params"). */
      params: z.array(nameValuePair).max(50, 'At most 50 parameters.').optional(),
      /** The key of the HMAC each delivery to webhookUrl is signed with; shown once when the channel is made. */
      signingSecret: z.string().trim().min(32).max(200).optional(),
    })
    .strict(),
  secrets: ['signingSecret'],
  identifiedBy: [],
});
