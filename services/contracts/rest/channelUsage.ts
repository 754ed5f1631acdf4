import { z } from 'zod';

/**
 * GET /channel/byChannelSpecificFields (spec 02 section 7): the channel type and its
 * identifying fields as the query (secrets are refused), the caller's company in the companyID
 * header. The answer names the other company using such a live channel, or is empty.
 */
export const channelUsageQuery = z.looseObject({
  integrationType: z.string({ error: 'integrationType is required.' }).min(1, 'integrationType is required.'),
  smoochType: z.string().optional(),
});
export const channelUsageHeaders = z.looseObject({ companyid: z.string({ error: 'A companyID header is required.' }).min(1, 'A companyID header is required.') });
export const channelUsage = z.object({ companyID: z.string().optional(), companyName: z.string().optional() }).strict();
export type ChannelUsage = z.infer<typeof channelUsage>;
