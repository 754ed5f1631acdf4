import { assertEvent, assign, setup } from 'xstate';
import type { TextRef } from '../shared/text';

/**
 * A panel change that loses something and is asked about first (spec 03 section 4.2:
 * changing the message or selection type, deleting a text alternative): ASK holds the
 * change and its question; YES applies it through the panel's `apply` action, NO drops it.
 */
export type ConfirmChangeContext = { question: TextRef | null; change: unknown };

export type ConfirmChangeEvent = { type: 'ASK'; question: TextRef; change: unknown } | { type: 'YES' } | { type: 'NO' };

const nothingAsked: ConfirmChangeContext = { question: null, change: null };

export const confirmChangeMachine = setup({
  types: { context: {} as ConfirmChangeContext, events: {} as ConfirmChangeEvent },
  actions: {
    hold: assign(({ event }) => (assertEvent(event, 'ASK'), { question: event.question, change: event.change })),
    drop: assign(nothingAsked),
    // Provided by the panel: carry out the change.
    apply: (_, _params: { change: unknown }) => {},
  },
}).createMachine({
  id: 'confirmChange',
  initial: 'idle',
  context: nothingAsked,
  states: {
    idle: {
      on: { ASK: { target: 'asking', actions: 'hold' } },
    },
    asking: {
      on: {
        YES: { target: 'idle', actions: [{ type: 'apply', params: ({ context }) => ({ change: context.change }) }, 'drop'] },
        NO: { target: 'idle', actions: 'drop' },
      },
    },
  },
});
