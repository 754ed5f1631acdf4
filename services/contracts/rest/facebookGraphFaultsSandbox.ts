import { z } from 'zod';
import type { RestContracts } from './contract';

/**
 * The Facebook sandbox's token faults (developer mode), for tests and demos: Graph stops
 * accepting the tokens of one person or page for its next `times` calls about them (Graph's
 * OAuthException 190), as when Facebook invalidates a session. A call is about a person when
 * it reads /me with their user token, about a page when it names the page's node or reads /me
 * with the page's token.
 */
export const graphFaultForm = z.object({
  /** The person's or the page's Graph id. */
  id: z.string().regex(/^[0-9]{1,20}$/),
  times: z.number().int().min(1).max(100).default(1),
});
export const graphFaultSet = z.object({ id: z.string(), waiting: z.number() });

export const facebookGraphFaultsSandboxRoutes = {
  'POST /sandbox/facebook/control/token-faults': { body: graphFaultForm, answer: graphFaultSet },
} as const satisfies RestContracts;
