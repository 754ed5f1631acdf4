import { z } from 'zod';

/** What the public vote routes read besides the vote itself (spec 01 section 7). */

export const voteRouteMessages = {
  companyHeader: 'A valid companyID header is required.',
  emptyBody: 'The request body must be empty.',
} as const;

const ROW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /vote/:conversationID names the conversation's company in the companyID header (headers arrive in lower case). */
export const voteCompanyHeader = z.looseObject({ companyid: z.string({ error: voteRouteMessages.companyHeader }).regex(ROW_ID, voteRouteMessages.companyHeader) });

/** POST /deeplink/:id marks the link voted: no body, or an empty one. */
export const emptyBody = z
  .unknown()
  .refine((body) => body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0), voteRouteMessages.emptyBody);
