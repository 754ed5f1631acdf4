import type { UserInput } from '../../machines/flow/rules';
import type { ChannelRow } from '../channels/channelStore';
import type { ClientInfo, ConversationService, TurnOutcome } from './conversationService';

/** One step of a scripted conversation: typed text, a tapped button/card/row (payload = its id), or RESTART. */
export type ScriptStep = string | { text: string; payload?: string } | 'RESTART';

/**
 * Runs a conversation through a channel as a person would (demo data, benchmarks, tests):
 * opens it, then sends every step in order. Stops early when the conversation ends or is
 * handed over. Answers every turn's outcome, the opening first.
 */
export async function runScriptedConversation(service: ConversationService, channel: ChannelRow, steps: readonly ScriptStep[], client: ClientInfo = {}): Promise<TurnOutcome[]> {
  const outcomes: TurnOutcome[] = [await service.start(channel, client)];
  let conversationId = outcomes[0]!.conversationId;
  for (const step of steps) {
    const last = outcomes[outcomes.length - 1]!;
    if (last.ended || last.handedOver) break;
    const outcome =
      step === 'RESTART'
        ? await service.restart(conversationId)
        : await service.message(conversationId, typeof step === 'string' ? asInput(step) : asInput(step.text, step.payload));
    conversationId = outcome.conversationId;
    outcomes.push(outcome);
  }
  return outcomes;
}

export function asInput(text: string, payload?: string): UserInput {
  return { text, messageType: 'TEXT', ...(payload ? { payload } : {}) };
}
