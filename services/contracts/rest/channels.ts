import { z } from 'zod';
import { CHANNEL_KINDS } from '../channels';

/** GET /channel/:id and GET /channel/retrieve-all-channels-by-company-id/:companyId (spec 01 section 7): a channel as the console reads it, never its api token. */
export const channelView = z.object({
  id: z.string(),
  name: z.string(),
  integrationType: z.string(),
  companyID: z.string(),
  status: z.string(),
  botId: z.string().nullable(),
  /** The channel's kind (services/contracts/channels), or null for a type no kind describes. */
  kind: z.enum(CHANNEL_KINDS).nullable(),
  /** The name of the assistant the channel runs, or null. */
  botName: z.string().nullable(),
  /** Its properties with every secret masked: only where one channel is read (GraphQL channel, the management answers). */
  properties: z.record(z.string(), z.unknown()).optional(),
});
export type ChannelView = z.infer<typeof channelView>;
export const channelViews = z.array(channelView);
