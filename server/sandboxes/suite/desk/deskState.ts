import type { SuiteWebhookRegistration } from '../../../../services/contracts/channels/suiteProtocol';
import type { SUITE_DESK_CALLS, SuiteDeskConversation } from '../../../../services/contracts/rest/suiteDeskSandbox';

export type DeskCall = (typeof SUITE_DESK_CALLS)[number];
export type DeskFault = { times: number; delayMs: number; status?: 401 | 429 | 500 };
/** A conversation in a pool's queue, with the customer messages it took (by the console's message id) and the suite company it is in. */
export type DeskConversation = SuiteDeskConversation & { companyId: string; takenMessages: Set<string> };
export type DeskWebhook = SuiteWebhookRegistration & { companyId: string };

/**
 * What the desk keeps, in memory like a suite account that starts fresh: the webhooks its
 * companies registered, the conversations handed over into their pools (one per company and
 * externalId), and the faults asked for.
 */
export function deskState() {
  const conversations = new Map<string, DeskConversation>();
  const byExternal = new Map<string, string>();
  const webhooks: DeskWebhook[] = [];
  const faults = new Map<DeskCall, DeskFault[]>();
  let next = 5000;
  const externalKey = (companyId: string, externalId: string) => `${companyId}\u0000${externalId}`;

  return {
    conversations,
    faults,
    /** The conversation of an externalId in a company, if the suite has it. */
    ofExternal: (companyId: string, externalId: string) => conversations.get(byExternal.get(externalKey(companyId, externalId)) ?? ''),
    open(conversation: Omit<DeskConversation, 'id'>): DeskConversation {
      next += 1;
      const opened = { ...conversation, id: `SCV-${next}` };
      conversations.set(opened.id, opened);
      byExternal.set(externalKey(opened.companyId, opened.externalId), opened.id);
      return opened;
    },
    /** A company's webhook again for the same address replaces the earlier one. */
    register(webhook: DeskWebhook): void {
      const index = webhooks.findIndex((w) => w.companyId === webhook.companyId && w.url === webhook.url);
      if (index >= 0) webhooks.splice(index, 1);
      webhooks.push(webhook);
    },
    /** Where a conversation's events go: the newest webhook of its company for its pool (or for all the company's pools). */
    webhookOf: (conversation: DeskConversation): DeskWebhook | undefined =>
      webhooks.findLast((w) => w.companyId === conversation.companyId && (w.poolId === undefined || w.poolId === conversation.poolId)),
    /** The next fault asked for a call, used up one time. */
    takeFault(call: DeskCall): DeskFault | undefined {
      const list = faults.get(call);
      const fault = list?.[0];
      if (!list || !fault) return undefined;
      fault.times -= 1;
      if (fault.times <= 0) list.shift();
      return fault;
    },
  };
}
export type DeskState = ReturnType<typeof deskState>;
