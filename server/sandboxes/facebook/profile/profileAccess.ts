import type { FastifyReply } from 'fastify';
import { graphError, GRAPH_ERRORS } from '../../whatsapp/graphErrors';
import { graphToken, pageOfToken, personOfToken, type SandboxPage } from '../sandboxWorld';
import { takeProfileFault, type ProfileCall, type ProfileState } from './profileState';

/** Graph's refusal of a call's parameters: (#100) with the detail. */
export const invalidParameter = (detail: string) => graphError(100, `(#100) ${detail}`);

/**
 * The page a profile call is for, or Graph's refusal sent: a fault asked for (429 request
 * limit, 500 service unavailable), a token Graph did not issue (190), a user's token where a
 * page's is needed (210), an Instagram profile of a page without an Instagram business account.
 */
export function profilePage(
  state: ProfileState,
  secretKey: string,
  call: ProfileCall,
  request: { query: unknown; authorization: string | undefined; platform: string },
  reply: FastifyReply,
): SandboxPage | null {
  const fault = takeProfileFault(state, call);
  if (fault) {
    void reply.code(fault.status).send(fault.status === 429 ? graphError(4, '(#4) Application request limit reached') : GRAPH_ERRORS.service());
    return null;
  }
  const token = graphToken(request.query, request.authorization);
  const page = pageOfToken(secretKey, token);
  if (!page) {
    const refusal = personOfToken(secretKey, token) ? graphError(210, '(#210) A page access token is required to request this resource.') : GRAPH_ERRORS.token();
    void reply.code(400).send(refusal);
    return null;
  }
  if (request.platform === 'instagram' && !page.instagram?.business) {
    void reply.code(400).send(invalidParameter('The page has no Instagram professional account connected to it.'));
    return null;
  }
  return page;
}
