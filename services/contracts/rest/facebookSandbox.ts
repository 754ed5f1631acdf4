import { z } from 'zod';
import { pathParams, type RestContracts } from './contract';

/**
 * The developer-mode stand-in for Facebook's Graph API under /sandbox/facebook: here its
 * node reads (a page, an Instagram account); the sign-in, messaging and profile parts add
 * their own routes beside it.
 */

export const facebookSandboxNodeParams = pathParams('version', 'nodeId');
export const facebookSandboxNodeQuery = z.object({ fields: z.string().max(500).optional(), access_token: z.string().max(500).optional() });

/** A page or an Instagram account, with the fields asked for. */
export const facebookSandboxNode = z.object({
  id: z.string(),
  name: z.string().optional(),
  category: z.string().optional(),
  username: z.string().optional(),
  access_token: z.string().optional(),
  instagram_business_account: z.object({ id: z.string(), username: z.string().optional() }).optional(),
});

export const facebookSandboxRoutes = {
  'GET /sandbox/facebook/:version/:nodeId': { params: facebookSandboxNodeParams, query: facebookSandboxNodeQuery, answer: facebookSandboxNode },
} as const satisfies RestContracts;
