import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { iceBreakers, instagramLimits, type IceBreaker } from '../../../services/contracts/channels/instagramTools';
import type { TextRef } from '../../shared/text';
import { popupTexts, type PopupOutcome } from '../popups/popupTexts';
import { listProblem, noProblems, rowProblems, type RowProblems } from './instagramTexts';

export type IceBreakersInput = { channelId: string };
export type IceBreakersContext = IceBreakersInput & { items: IceBreaker[]; problems: RowProblems[]; listProblem: TextRef | null; outcome: PopupOutcome };
export type IceBreakersEvent =
  | { type: 'ADD' }
  | { type: 'REMOVE'; index: number }
  | { type: 'QUESTION_CHANGED'; index: number; value: string }
  | { type: 'ACTION_CHANGED'; index: number; value: string }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

const checked = (items: IceBreaker[]) => iceBreakers.safeParse(items);

function changed(context: IceBreakersContext, index: number, change: (item: IceBreaker) => IceBreaker): Partial<IceBreakersContext> {
  return {
    items: context.items.map((item, i) => (i === index ? change(item) : item)),
    problems: context.problems.map((problem, i) => (i === index ? { first: null, action: null } : problem)),
    listProblem: null,
  };
}

/**
 * The Instagram ice breaker editor (spec 02 sections 2, 4 and 5): loads the channel's ice
 * breakers on open (closing with 'An error occurred fetching data' when it cannot), adds (at
 * most 4), removes and changes questions and their actions, shows the contract's text under each
 * wrong field on SAVE, saves (an emptied list is deleted on Instagram) and closes with 'Channel
 * updated successfully.' or 'Something went wrong while updating channel.'.
 */
export const iceBreakersMachine = setup({
  types: { context: {} as IceBreakersContext, events: {} as IceBreakersEvent, input: {} as IceBreakersInput },
  actors: {
    loadIceBreakers: fromPromise<{ icebreaker: IceBreaker[] }, { channelId: string }>(async () => {
      throw new Error('loadIceBreakers not provided');
    }),
    saveIceBreakers: fromPromise<unknown, { channelId: string; icebreaker: IceBreaker[] }>(async () => {
      throw new Error('saveIceBreakers not provided');
    }),
    deleteIceBreakers: fromPromise<unknown, { channelId: string }>(async () => {
      throw new Error('deleteIceBreakers not provided');
    }),
  },
  guards: {
    canAdd: ({ context }) => context.items.length < instagramLimits.iceBreakers,
    emptied: ({ context }) => context.items.length === 0,
    valid: ({ context }) => checked(context.items).success,
  },
  actions: {
    add: assign(({ context }) => ({ items: [...context.items, { question: '', payload: '' }], problems: [...context.problems, { first: null, action: null }], listProblem: null })),
    remove: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE');
      const items = context.items.filter((_, i) => i !== event.index);
      return { items, problems: noProblems(items.length), listProblem: null };
    }),
    setQuestion: assign(({ context, event }) => (assertEvent(event, 'QUESTION_CHANGED'), changed(context, event.index, (item) => ({ ...item, question: event.value })))),
    setAction: assign(({ context, event }) => (assertEvent(event, 'ACTION_CHANGED'), changed(context, event.index, (item) => ({ ...item, payload: event.value })))),
    saved: assign({ outcome: { kind: 'success', text: { key: popupTexts.updated } } }),
    saveFailed: assign({ outcome: { kind: 'error', text: { key: popupTexts.updateFailed } } }),
    showProblems: assign(({ context }) => {
      const issues = checked(context.items).error?.issues ?? [];
      return { problems: rowProblems(context.items.length, issues, 'question'), listProblem: listProblem(issues) };
    }),
  },
}).createMachine({
  id: 'iceBreakers',
  context: ({ input }) => ({ ...input, items: [], problems: [], listProblem: null, outcome: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadIceBreakers',
        src: 'loadIceBreakers',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ items: event.output.icebreaker, problems: noProblems(event.output.icebreaker.length) })) },
        onError: { target: 'closed', actions: assign({ outcome: { kind: 'error', text: { key: popupTexts.fetchFailed } } }) },
      },
      on: { CLOSE: 'closed' },
    },
    editing: {
      on: {
        ADD: { guard: 'canAdd', actions: 'add' },
        REMOVE: { actions: 'remove' },
        QUESTION_CHANGED: { actions: 'setQuestion' },
        ACTION_CHANGED: { actions: 'setAction' },
        SAVE: [{ guard: 'emptied', target: 'deleting' }, { guard: 'valid', target: 'saving' }, { actions: 'showProblems' }],
        CLOSE: 'closed',
      },
    },
    saving: {
      invoke: {
        id: 'saveIceBreakers',
        src: 'saveIceBreakers',
        input: ({ context }) => ({ channelId: context.channelId, icebreaker: checked(context.items).data ?? [] }),
        onDone: { target: 'closed', actions: 'saved' },
        onError: { target: 'closed', actions: 'saveFailed' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteIceBreakers',
        src: 'deleteIceBreakers',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: { target: 'closed', actions: 'saved' },
        onError: { target: 'closed', actions: 'saveFailed' },
      },
    },
    closed: { type: 'final' },
  },
});
