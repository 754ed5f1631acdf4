import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { smsSandboxQuery } from '../../../services/contracts/rest/smsSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { parseWith } from '../../http/validate';
import { smsPhonePage } from './phonePage';
import { smsInboxOf } from './smsInbox';

/**
 * A local stand-in for an SMS provider (developer mode only): the web chat's one-time
 * passwords land in memory, and /sandbox/sms shows them as a phone would.
 */
export function smsSandbox(app: FastifyInstance, deps: AppDeps): void {
  const inbox = smsInboxOf(deps);
  app.get('/sandbox/sms', operatorOnly, async (_request, reply): Promise<RestAnswer<'GET /sandbox/sms'>> => {
    reply.type('text/html; charset=utf-8');
    return smsPhonePage(inbox.list());
  });
  app.get('/sandbox/sms/messages', operatorOnly, async (request): Promise<RestAnswer<'GET /sandbox/sms/messages'>> => {
    const query = parseWith(smsSandboxQuery, request.query);
    return { messages: inbox.list(query.to) };
  });
}
