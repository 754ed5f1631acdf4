import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { listProblem, noProblems, rowProblems, type RowProblems } from './instagramTexts';
import { openedList, type ListEditorContext, type ListEditorEvent, type ListEditorInput, type ListKind } from './listKind';
import { popupTexts, type PopupOutcome } from './popupTexts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};
const cleared = (): RowProblems => ({ first: null, action: null });
const updated: PopupOutcome = { kind: 'success', text: { key: popupTexts.updated } };
const updateFailed: PopupOutcome = { kind: 'error', text: { key: popupTexts.updateFailed } };

/** The calls, guards and actions of a list editor of the given kind. */
function listEditorSetup<Row, Item, Field extends string>(kind: ListKind<Row, Item, Field>) {
  return setup({
    types: { context: {} as ListEditorContext<Row>, events: {} as ListEditorEvent<Field>, input: {} as ListEditorInput },
    actors: {
      loadList: fromPromise<Item[], ListEditorInput>(notProvided('loadList')),
      saveList: fromPromise<unknown, { channelId: string; items: Item[] }>(notProvided('saveList')),
      deleteList: fromPromise<unknown, ListEditorInput>(notProvided('deleteList')),
    },
    guards: {
      canAdd: ({ context }) => context.rows.length < kind.most,
      emptied: ({ context }) => context.rows.length === 0,
      valid: ({ context }) => kind.check(context.rows).success,
    },
    actions: {
      add: assign(({ context }) => ({ rows: [...context.rows, kind.blank()], problems: [...context.problems, cleared()], listProblem: null })),
      remove: assign(({ context, event }) => {
        assertEvent(event, 'REMOVE');
        const rows = context.rows.filter((_, i) => i !== event.index);
        return { rows, problems: noProblems(rows.length), listProblem: null };
      }),
      change: assign(({ context, event }) => {
        assertEvent(event, 'FIELD_CHANGED');
        const rows = context.rows.map((row, i) => (i === event.index ? kind.edit(row, event.field, event.value) : row));
        return { rows, problems: context.problems.map((problem, i) => (i === event.index ? cleared() : problem)), listProblem: null };
      }),
      showProblems: assign(({ context }) => {
        const checked = kind.check(context.rows);
        const issues = checked.success ? [] : checked.error.issues;
        return { problems: rowProblems(context.rows.length, issues, kind.firstField), listProblem: listProblem(issues) };
      }),
      saved: assign({ outcome: updated }),
      saveFailed: assign({ outcome: updateFailed }),
    },
  });
}

/** The states every list editor has; `editing` saves on SAVE when the rows are right. */
function listEditorStates<Row, Item, Field extends string>(editor: ReturnType<typeof listEditorSetup<Row, Item, Field>>, kind: ListKind<Row, Item, Field>) {
  return {
    loading: editor.createStateConfig({
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ rows: event.output.map(kind.toRow), problems: noProblems(event.output.length) })) },
        onError: { target: 'closed', actions: assign({ outcome: { kind: 'error', text: { key: popupTexts.fetchFailed } } }) },
      },
      on: { CLOSE: 'closed' },
    }),
    editing: editor.createStateConfig({
      on: {
        ADD: { guard: 'canAdd', actions: 'add' },
        REMOVE: { actions: 'remove' },
        FIELD_CHANGED: { actions: 'change' },
        SAVE: [{ guard: 'valid', target: 'saving' }, { actions: 'showProblems' }],
        CLOSE: 'closed',
      },
    }),
    saving: editor.createStateConfig({
      invoke: {
        id: 'saveList',
        src: 'saveList',
        input: ({ context }) => {
          const checked = kind.check(context.rows);
          return { channelId: context.channelId, items: checked.success ? checked.data : [] };
        },
        onDone: { target: 'closed', actions: 'saved' },
        onError: { target: 'closed', actions: 'saveFailed' },
      },
    }),
    closed: editor.createStateConfig({ type: 'final' }),
  };
}

/**
 * A list editor of an Instagram tool (spec 02 sections 2, 4 and 5): loads the channel's list on
 * open (closing with 'An error occurred fetching data' when it cannot), adds rows up to the kind's
 * most, removes and changes them, shows the contract's text under each wrong field on SAVE, saves
 * (an emptied list too) and closes with 'Channel updated successfully.' or 'Something went wrong
 * while updating channel.'.
 */
export function listEditorMachine<Row, Item, Field extends string>(kind: ListKind<Row, Item, Field>) {
  const editor = listEditorSetup(kind);
  return editor.createMachine({
    id: kind.id,
    context: openedList<Row>,
    initial: 'loading',
    states: listEditorStates(editor, kind),
  });
}

/** A list editor as `listEditorMachine`, but SAVE of an emptied list deletes it (deleteList) instead of saving it. */
export function listEditorDeletingEmptiedMachine<Row, Item, Field extends string>(kind: ListKind<Row, Item, Field>) {
  const editor = listEditorSetup(kind);
  const { closed, ...states } = listEditorStates(editor, kind);
  return editor.createMachine({
    id: kind.id,
    context: openedList<Row>,
    initial: 'loading',
    states: {
      ...states,
      editing: { on: { ...states.editing.on, SAVE: [{ guard: 'emptied', target: 'deleting' }, ...states.editing.on.SAVE] } },
      deleting: {
        invoke: {
          id: 'deleteList',
          src: 'deleteList',
          input: ({ context }) => ({ channelId: context.channelId }),
          onDone: { target: 'closed', actions: 'saved' },
          onError: { target: 'closed', actions: 'saveFailed' },
        },
      },
      closed,
    },
  });
}

/** A list editor's machine, of either kind. */
export type ListEditorLogic<Row, Item, Field extends string> =
  ReturnType<typeof listEditorMachine<Row, Item, Field>> | ReturnType<typeof listEditorDeletingEmptiedMachine<Row, Item, Field>>;
