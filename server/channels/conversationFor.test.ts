import { describe, expect, it } from 'vitest';
import type { TurnOutcome } from '../conversations/conversationService';
import { conversationFor } from './conversationFor';

const outcome = (conversationId: string): TurnOutcome => ({ conversationId, messages: [], ended: false, handedOver: false, opened: false });
const uniqueViolation = Object.assign(new Error('duplicate key value violates unique constraint "conversations_one_open"'), { code: '23505' });

/** Steps whose lookups answer in turn from `found`; the turn says whether it continues or starts. */
function steps(found: Array<{ id: string } | undefined>, open: () => Promise<string>) {
  const answers = [...found];
  return {
    find: async () => answers.shift(),
    open,
    continueWith: (id: string) => async () => ({ ...outcome(id), opened: false }),
    startWith: (id: string) => async () => ({ ...outcome(id), opened: true }),
  };
}

describe('which conversation a webhook message goes to', () => {
  it('continues the person’s open conversation without opening another', async () => {
    let opened = 0;
    const chosen = await conversationFor(steps([{ id: 'c-1' }], async () => ((opened += 1), 'new')));
    expect(chosen.conversationId).toBe('c-1');
    expect((await chosen.turn()).opened).toBe(false);
    expect(opened).toBe(0);
  });

  it('opens a new one when there is none, and runs it from START', async () => {
    const chosen = await conversationFor(steps([undefined], async () => 'c-2'));
    expect(chosen.conversationId).toBe('c-2');
    expect((await chosen.turn()).opened).toBe(true);
  });

  it('joins the conversation another first message of the same person opened a moment ago', async () => {
    const chosen = await conversationFor(steps([undefined, { id: 'c-3' }], () => Promise.reject(uniqueViolation)));
    expect(chosen.conversationId).toBe('c-3');
    expect((await chosen.turn()).opened).toBe(false);
  });

  it('passes on any other failure, and a refusal with no open conversation to join', async () => {
    const broken = new Error('connection lost');
    await expect(conversationFor(steps([undefined, { id: 'c-4' }], () => Promise.reject(broken)))).rejects.toBe(broken);
    await expect(conversationFor(steps([undefined, undefined], () => Promise.reject(uniqueViolation)))).rejects.toBe(uniqueViolation);
  });
});
