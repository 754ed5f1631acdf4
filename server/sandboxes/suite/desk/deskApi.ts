import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { suiteConversationClosing, suiteConversationOpening, suiteCustomerMessage, suiteWebhookRegistration } from '../../../../services/contracts/channels/suiteProtocol';
import type { AppDeps } from '../../../deps';
import { accountOfToken, poolsOf, type SuiteAccount } from '../sandboxWorld';
import type { DeskCall, DeskState } from './deskState';

/** A refusal in the suite's words: its status and {error}. */
class SuiteRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {
    super(error);
  }
}

const FAULT_WORDS = { 401: 'token', 429: 'Too many requests', 500: 'Internal server error' } as const;

/**
 * The suite calls a suite channel makes, under /sandbox/suite, each with an agent token as
 * Bearer (401 {error:'token'} otherwise): POST /Webhooks, POST /Conversations (into one of the
 * account's pools, 403 otherwise; an externalId the company has answers that conversation, 200),
 * POST /Conversations/{id}/Messages (a message id taken before is taken once) and POST
 * /Conversations/{id}/Close (closed in the console; a closed one answers the same).
 */
export function deskApi(app: FastifyInstance, deps: AppDeps, state: DeskState): void {
  async function handle(request: FastifyRequest, reply: FastifyReply, call: DeskCall, work: (account: SuiteAccount) => unknown): Promise<unknown> {
    try {
      const header = request.headers.authorization ?? '';
      const account = header.startsWith('Bearer ') ? accountOfToken(deps.config.secretKey, header.slice('Bearer '.length)) : null;
      if (!account || account.dormant) throw new SuiteRefusal(401, 'token');
      const fault = state.takeFault(call);
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault?.status) throw new SuiteRefusal(fault.status, FAULT_WORDS[fault.status]);
      return work(account);
    } catch (error) {
      if (!(error instanceof SuiteRefusal)) throw error;
      reply.code(error.status);
      return { error: error.error };
    }
  }
  const parsed = <T>(result: { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } }): T => {
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new SuiteRefusal(400, issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'body');
  };
  const poolOf = (account: SuiteAccount, poolId: string) => {
    if (!poolsOf(account).some((pool) => pool.id === poolId)) throw new SuiteRefusal(403, 'pool');
  };

  app.post('/sandbox/suite/Webhooks', (request, reply) =>
    handle(request, reply, 'webhooks', (account) => {
      const webhook = parsed(suiteWebhookRegistration.safeParse(request.body));
      if (webhook.poolId) poolOf(account, webhook.poolId);
      state.register({ ...webhook, companyId: account.companyId });
      reply.code(201);
      return { content: { url: webhook.url, poolId: webhook.poolId ?? null } };
    }),
  );

  app.post('/sandbox/suite/Conversations', (request, reply) =>
    handle(request, reply, 'conversations', (account) => {
      const opening = parsed(suiteConversationOpening.safeParse(request.body));
      if (opening.companyId !== account.companyId) throw new SuiteRefusal(403, 'company');
      poolOf(account, opening.poolId);
      const known = state.ofExternal(account.companyId, opening.externalId);
      if (known) return { content: { id: known.id } };
      const { companyId, poolId, externalId, customer, channel, history } = opening;
      const opened = state.open({ companyId, poolId, externalId, customer, channel, history, status: 'waiting', takenMessages: new Set() });
      reply.code(201);
      return { content: { id: opened.id } };
    }),
  );

  app.post<{ Params: { id: string } }>('/sandbox/suite/Conversations/:id/Messages', (request, reply) =>
    handle(request, reply, 'messages', (account) => {
      const message = parsed(suiteCustomerMessage.safeParse(request.body));
      const conversation = state.conversations.get(request.params.id);
      if (!conversation || conversation.companyId !== account.companyId) throw new SuiteRefusal(404, 'conversation');
      if (conversation.status === 'closed') throw new SuiteRefusal(409, 'closed');
      if (!conversation.takenMessages.has(message.externalMessageId)) {
        conversation.takenMessages.add(message.externalMessageId);
        conversation.history.push({ from: 'customer', text: message.text, at: message.at });
      }
      reply.code(201);
      return { content: { id: `${conversation.id}-${message.externalMessageId}` } };
    }),
  );

  app.post<{ Params: { id: string } }>('/sandbox/suite/Conversations/:id/Close', (request, reply) =>
    handle(request, reply, 'close', (account) => {
      parsed(suiteConversationClosing.safeParse(request.body));
      const conversation = state.conversations.get(request.params.id);
      if (!conversation || conversation.companyId !== account.companyId) throw new SuiteRefusal(404, 'conversation');
      conversation.status = 'closed';
      return { content: { id: conversation.id, status: 'closed' as const } };
    }),
  );
}
