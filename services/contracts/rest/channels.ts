import { z } from 'zod';

/** GET /channel/:id and GET /channel/retrieve-all-channels-by-company-id/:companyId (spec 01 section 7): a channel as the console reads it, never its api token. */
export const channelView = z.object({
  id: z.string(),
  name: z.string(),
  integrationType: z.string(),
  companyID: z.string(),
  status: z.string(),
  botId: z.string().nullable(),
});
export type ChannelView = z.infer<typeof channelView>;
export const channelViews = z.array(channelView);
