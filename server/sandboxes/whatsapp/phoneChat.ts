import type { Clock } from '../../clock';
import { chatKey, chatOf, wamid, type ChatEntry, type SandboxState } from './sandboxState';
import { deliverWebhook, STATUS_STEPS, webhookBody } from './webhookSender';

/**
 * The chats on the sandbox's phones: what the business sent (then marked sent, delivered and
 * read, each reported by a status webhook) and what the end user wrote (delivered to the
 * subscribed app as a messages webhook, and opening the 24-hour window).
 */

/** Stops what is still to happen (the server is closing). */
export function stopPhone(state: SandboxState): void {
  state.open = false;
  for (const timer of state.timers) clearTimeout(timer);
  state.timers.clear();
}

function later(state: SandboxState, ms: number, run: () => void): void {
  const timer = setTimeout(() => {
    state.timers.delete(timer);
    run();
  }, ms);
  timer.unref();
  state.timers.add(timer);
}

export function recordOutbound(state: SandboxState, phoneNumberId: string, waId: string, body: Record<string, unknown>): string {
  const entry: ChatEntry = { id: wamid(), direction: 'out', at: new Date().toISOString(), status: 'accepted', body };
  chatOf(state, chatKey(phoneNumberId, waId)).push(entry);
  for (const step of STATUS_STEPS) {
    later(state, step.afterMs, () => {
      if (!state.open) return;
      entry.status = step.status;
      const status = { id: entry.id, status: step.status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: waId };
      void deliverWebhook(state, webhookBody(phoneNumberId, { statuses: [status] }));
    });
  }
  return entry.id;
}

export type PhoneInput = {
  phoneNumberId: string;
  from: string;
  name: string;
  text?: string | undefined;
  reply?: { kind: 'button_reply' | 'list_reply'; id: string; title: string } | undefined;
};

/** What the end user sends, as the message object of Meta's webhook. */
function messageOf(input: PhoneInput, id: string): Record<string, unknown> {
  const common = { from: input.from, id, timestamp: String(Math.floor(Date.now() / 1000)) };
  if (input.reply) return { ...common, type: 'interactive', interactive: { type: input.reply.kind, [input.reply.kind]: { id: input.reply.id, title: input.reply.title } } };
  return { ...common, type: 'text', text: { body: input.text ?? '' } };
}

export function recordInbound(state: SandboxState, clock: Clock, input: PhoneInput): ChatEntry {
  const key = chatKey(input.phoneNumberId, input.from);
  const entry: ChatEntry = { id: wamid(), direction: 'in', at: new Date().toISOString(), status: 'sent', body: messageOf(input, '') };
  entry.body = messageOf(input, entry.id);
  chatOf(state, key).push(entry);
  state.lastInbound.set(key, clock.now());
  const contacts = [{ profile: { name: input.name }, wa_id: input.from }];
  void deliverWebhook(state, webhookBody(input.phoneNumberId, { contacts, messages: [entry.body] }));
  return entry;
}
