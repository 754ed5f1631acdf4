import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../../services/contracts/rest';
import { suiteDeskFaultForm, suiteDeskReplyForm, type SuiteDeskQueue } from '../../../../services/contracts/rest/suiteDeskSandbox';
import { operatorOnly } from '../../../dev/operatorOnly';
import { HttpError } from '../../../http/errors';
import { parseBody } from '../../../http/validate';
import { allAccounts, poolsOf } from '../sandboxWorld';
import { deskPage } from './deskPage';
import { postAgentEvent } from './deskEvents';
import type { DeskConversation, DeskState } from './deskState';

/** What the desk shows of a conversation (without what only the desk keeps). */
const shown = ({ companyId: _company, takenMessages: _taken, ...conversation }: DeskConversation) => conversation;

/**
 * The operator's side of the desk (this machine only): the page, each pool's queue with its
 * conversations' history, an agent's reply and Close (each posted to the channel's webhook,
 * signed), and faults of the suite calls on demand (a status and/or a delay, the next `times` calls).
 */
export function deskOperatorRoutes(app: FastifyInstance, state: DeskState): void {
  const conversationOf = (id: string) => {
    const conversation = state.conversations.get(id);
    if (!conversation) throw new HttpError(404, 'No conversation of the desk has that id.');
    return conversation;
  };

  app.get('/sandbox/suite/desk', operatorOnly, async (_request, reply): Promise<RestAnswer<'GET /sandbox/suite/desk'>> => {
    reply.type('text/html; charset=utf-8');
    return deskPage();
  });

  app.get('/sandbox/suite/desk/queue', operatorOnly, async (): Promise<RestAnswer<'GET /sandbox/suite/desk/queue'>> => {
    const all = [...state.conversations.values()];
    const pools: SuiteDeskQueue['pools'] = allAccounts().flatMap((account) =>
      poolsOf(account).map((pool) => ({
        ...pool,
        companyId: account.companyId,
        conversations: all.filter((c) => c.companyId === account.companyId && c.poolId === pool.id).map(shown),
      })),
    );
    return { pools };
  });

  app.post<{ Params: { id: string } }>(
    '/sandbox/suite/desk/conversations/:id/replies',
    operatorOnly,
    async (request): Promise<RestAnswer<'POST /sandbox/suite/desk/conversations/:id/replies'>> => {
      const conversation = conversationOf(request.params.id);
      if (conversation.status === 'closed') throw new HttpError(409, 'The conversation is closed.');
      const form = parseBody(suiteDeskReplyForm, request.body);
      const messageId = form.messageId ?? `SM-${randomUUID()}`;
      if (!form.messageId) conversation.history.push({ from: 'agent', text: form.text, at: new Date().toISOString() });
      const event = {
        type: 'agentMessage' as const,
        conversationId: conversation.id,
        externalId: conversation.externalId,
        messageId,
        text: form.text,
        agent: { name: form.agentName },
      };
      return { messageId, webhookStatus: await postAgentEvent(state, conversation, event) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/sandbox/suite/desk/conversations/:id/close',
    operatorOnly,
    async (request): Promise<RestAnswer<'POST /sandbox/suite/desk/conversations/:id/close'>> => {
      const conversation = conversationOf(request.params.id);
      conversation.status = 'closed';
      return { webhookStatus: await postAgentEvent(state, conversation, { type: 'closed', conversationId: conversation.id, externalId: conversation.externalId }) };
    },
  );

  app.post('/sandbox/suite/desk/control/faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/suite/desk/control/faults'>> => {
    const fault = parseBody(suiteDeskFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    const list = state.faults.get(fault.call) ?? [];
    list.push({ times: fault.times, delayMs: fault.delayMs, ...(fault.status ? { status: fault.status } : {}) });
    state.faults.set(fault.call, list);
    return { call: fault.call, waiting: list.reduce((n, f) => n + f.times, 0) };
  });
}
