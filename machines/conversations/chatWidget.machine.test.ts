import { describe, expect, it } from 'vitest';
import { MAX_CHAT_TEXT } from '../../services/contracts/conversations';
import {
  canSendDraft,
  chatFailureText,
  chatWidgetMachine,
  chatWidgetTexts as T,
  draftProblem,
  latestShownId,
  ownMessage,
  typingDelay,
  type ChatWidgetContext,
} from './chatWidget.machine';
import { chatWidgetModel, bot, channel, longText, saved, sharedLocation, started } from '../../tests/paths/models/chatWidget.model';
import { httpFailure, networkFailure } from '../../tests/paths/models/fixtures';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, type Driver } from '../../tests/paths/driver';
import { generatePaths, type GeneratedPath } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(chatWidgetModel);
const ctx = (d: Driver) => d.snapshot().context as ChatWidgetContext;
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
type Step = GeneratedPath['steps'][number];

/**
 * Replays a path on a real actor. The typing delay depends on the queued message
 * (its elapsedMs), so an `after` step moves the simulated clock by exactly that much:
 * one millisecond less must not show the message.
 */
async function replay(path: GeneratedPath, check: (d: Driver, step: Step, before: ChatWidgetContext) => void): Promise<Driver> {
  const d = createDriver(chatWidgetModel, path.input);
  for (const step of path.steps) {
    const before = ctx(d);
    if (step.event.type.startsWith('xstate.after.typing')) {
      const wait = typingDelay(before);
      if (wait > 0) {
        d.clock.increment(wait - 1);
        await flush();
        expect(ctx(d).messages).toHaveLength(before.messages.length);
      }
      d.clock.increment(wait > 0 ? 1 : 0);
      await flush();
    } else {
      await d.apply(step.event);
    }
    expect(d.snapshot().value).toEqual(step.state.value);
    expect(JSON.stringify(d.snapshot().context)).toBe(JSON.stringify(step.state.context));
    check(d, step, before);
  }
  d.actor.stop();
  return d;
}

/** What must hold after each step, judged from what the person sees and what the engine was asked. */
function check(d: Driver, step: Step, before: ChatWidgetContext) {
  const s = d.snapshot();
  const c = ctx(d);
  const e = step.event.type;
  if (s.matches('loadingChannel')) expect(d.invocations['loadChannel']?.at(-1)).toEqual({ channelId: 'ch1' });
  if (s.matches('channelFailed')) expect(c.error).toEqual({ key: T.general, message: 'Channel not found.' });
  if (s.matches('startFailed')) expect(c.error).toEqual({ key: T.general, message: 'This assistant has no saved version yet.' });
  if (s.matches('starting')) expect(d.invocations['startConversation']?.at(-1)).toEqual({ channelId: 'ch1' });
  if (s.matches('resuming')) expect(d.invocations['loadHistory']?.at(-1)).toEqual(saved);
  if (s.matches('resumeFailed')) expect(c.error).toEqual({ key: commonTexts.noInternet });
  if (e === 'xstate.error.actor.loadHistory' && s.matches('starting')) {
    expect(d.lastCalls()).toEqual([{ type: 'forget', params: { channelId: 'ch1' } }]);
    expect(c.conversation).toBeNull();
  }
  if (e === 'xstate.done.actor.startConversation') {
    expect(c.messages).toEqual([]);
    expect(d.lastCalls()).toEqual([{ type: 'remember', params: { channelId: 'ch1', conversationId: 'c1', clientToken: 't1' } }]);
  }
  if (e === 'xstate.done.actor.loadHistory') expect(c.messages.length).toBeGreaterThan(0);
  if (s.matches({ chatting: 'sending' })) {
    const sent = d.invocations['sendMessage']?.at(-1) as Record<string, unknown>;
    expect(sent['conversationId']).toBe(c.conversation?.conversationId);
    expect(sent['clientToken']).toBe(c.conversation?.clientToken);
    if (e === 'SEND') {
      expect(sent).toMatchObject({ text: 'I need help' });
      expect(sent).not.toHaveProperty('payload');
      expect(c.draft).toBe('');
    }
    if (e === 'CHOOSE') expect(sent).toMatchObject({ text: 'Opening hours', payload: 'btn-hours' });
    if (e === 'SEND_TEXT') {
      expect(sent).toMatchObject({ text: sharedLocation });
      expect(sent).not.toHaveProperty('payload');
    }
    if (e === 'SEND' || e === 'CHOOSE' || e === 'SEND_TEXT') {
      expect(c.messages.at(-1)).toMatchObject({ sendBy: 'CLIENT', content: { text: sent['text'] } });
      expect(c.messages).toHaveLength(before.messages.length + 1);
    }
    if (e === 'RETRY') expect(c.messages).toEqual(before.messages);
  }
  if (s.matches({ chatting: 'failed' })) {
    expect(c.error).toEqual({ key: commonTexts.noInternet });
    expect(c.pending).not.toBeNull();
  }
  if (e === 'xstate.done.actor.sendMessage') {
    const remembered = d.lastCalls().find((call) => call.type === 'remember')?.params as Record<string, string>;
    expect(remembered).toEqual({ channelId: 'ch1', ...c.conversation });
    const answer = (step.event as unknown as { output: { conversationId: string; clientToken?: string } }).output;
    expect(c.conversation).toEqual({ conversationId: answer.conversationId, clientToken: answer.clientToken ?? before.conversation?.clientToken });
  }
  if (e === 'xstate.done.actor.restartConversation') expect(c.messages).toEqual([]);
  if (s.matches('restartFailed')) {
    expect(c.error).toEqual({ key: T.general, message: 'The conversation cannot restart.' });
    expect(c.messages).toEqual(before.messages);
  }
  if (s.matches('restarting')) expect(d.invocations['restartConversation']?.at(-1)).toEqual(c.conversation);
  if (e.startsWith('xstate.after.typing')) {
    expect(c.messages).toHaveLength(before.messages.length + 1);
    expect(c.messages.at(-1)).toEqual(before.queue[0]);
  }
  if (s.matches({ chatting: 'showing' })) expect(c.queue.length).toBeGreaterThan(0);
  if (s.matches('ended')) expect(c.queue).toEqual([]);
  // Only the newest shown message's buttons answer.
  if (e === 'CHOOSE') expect((step.event as unknown as { messageId: string }).messageId).toBe(latestShownId(before.messages));
  for (const m of c.messages)
    expect(s.can({ type: 'CHOOSE', text: 'x', payload: 'x', messageId: m.oid })).toBe(
      m.oid === latestShownId(c.messages) && (s.matches({ chatting: 'idle' }) || s.matches('ended') || s.matches('restartFailed')),
    );
  // Handed over: nothing goes to the assistant; the history is read for the agent and the end.
  if (s.matches('waitingForAgent')) {
    expect(c.handedOver).toBe(true);
    expect(c.queue).toEqual([]);
    for (const event of [{ type: 'TYPE', value: 'x' }, { type: 'SEND' }, { type: 'RESTART' }, { type: 'RETRY' }] as const) expect(s.can(event)).toBe(false);
    expect(s.can({ type: 'NEW_CONVERSATION' })).toBe(true);
  }
  if (s.matches('checkingAgent')) expect(d.invocations['checkHistory']?.at(-1)).toEqual(c.conversation);
  if (e === 'xstate.done.actor.checkHistory') {
    const history = (step.event as unknown as { output: { messages: unknown[] } }).output;
    expect(c.messages).toEqual(history.messages);
  }
  if (e === 'xstate.error.actor.checkHistory') expect(c).toEqual(before);
  if (e === 'SEND' && c.draft === longText) expect(s.matches('chatting.sending')).toBe(false);
}

describe('chatWidgetMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(chatWidgetMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replay(path, check);
  });
});

describe('the widget rules', () => {
  it('an empty or blank draft is not sent; one of MAX_CHAT_TEXT characters is; a longer one is refused with the contract message', () => {
    expect(canSendDraft('')).toBe(false);
    expect(canSendDraft('   ')).toBe(false);
    expect(draftProblem('   ')).toBeNull();
    expect(canSendDraft('x'.repeat(MAX_CHAT_TEXT))).toBe(true);
    expect(draftProblem('x'.repeat(MAX_CHAT_TEXT))).toBeNull();
    expect(canSendDraft(longText)).toBe(false);
    expect(draftProblem(longText)).toEqual({ key: T.tooLong, values: { max: MAX_CHAT_TEXT } });
  });
  it('typing lasts until the next message is due, counted from the one before', () => {
    expect(typingDelay({ queue: [bot('a', 'x', 1200)], shownAt: 0 })).toBe(1200);
    expect(typingDelay({ queue: [bot('a', 'x', 1200)], shownAt: 500 })).toBe(700);
    expect(typingDelay({ queue: [bot('a', 'x', 100)], shownAt: 500 })).toBe(0);
    expect(typingDelay({ queue: [], shownAt: 0 })).toBe(0);
  });
  it("failures read as the server's message, else a general error; no answer is a connection problem", () => {
    expect(chatFailureText(httpFailure(404, { message: 'Conversation not found.' }))).toEqual({ key: T.general, message: 'Conversation not found.' });
    expect(chatFailureText({ kind: 'http', status: 502 })).toEqual({ key: T.general });
    expect(chatFailureText(networkFailure)).toEqual({ key: commonTexts.noInternet });
  });
  it("the person's message shows as a CLIENT text", () => {
    expect(ownMessage({ text: 'Hi', payload: 'p' }, 3)).toMatchObject({ oid: 'local-3', sendBy: 'CLIENT', messageType: 'TEXT', content: { text: 'Hi' } });
  });
  it('the opening messages show one by one on the clock: the second 1200 ms after the first', async () => {
    const d = createDriver(chatWidgetModel, { channelId: 'ch1', saved: null });
    await d.apply({ type: 'xstate.done.actor.loadChannel', output: channel });
    await d.apply({ type: 'xstate.done.actor.startConversation', output: started });
    d.clock.increment(0);
    await flush();
    expect(ctx(d).messages.map((m) => m.oid)).toEqual(['m1']);
    expect(d.snapshot().matches({ chatting: 'showing' })).toBe(true);
    d.clock.increment(1199);
    await flush();
    expect(ctx(d).messages.map((m) => m.oid)).toEqual(['m1']);
    d.clock.increment(1);
    await flush();
    expect(ctx(d).messages.map((m) => m.oid)).toEqual(['m1', 'm2']);
    expect(d.snapshot().matches({ chatting: 'idle' })).toBe(true);
    d.actor.stop();
  });
});
