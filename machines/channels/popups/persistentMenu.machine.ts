import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { instagramLimits, persistentMenu, type PersistentMenuButton } from '../../../services/contracts/channels/instagramTools';
import type { TextRef } from '../../shared/text';
import { popupTexts, type PopupOutcome } from '../popups/popupTexts';
import { listProblem, noProblems, rowProblems, type RowProblems } from './instagramTexts';

/** A button as the editor holds it: both actions kept, the type choosing which one is sent. */
export type MenuButton = { type: 'postback' | 'web_url'; title: string; payload: string; url: string };
export type PersistentMenuInput = { channelId: string };
export type PersistentMenuContext = PersistentMenuInput & { buttons: MenuButton[]; problems: RowProblems[]; listProblem: TextRef | null; outcome: PopupOutcome };
export type PersistentMenuEvent =
  | { type: 'ADD' }
  | { type: 'REMOVE'; index: number }
  | { type: 'TYPE_CHANGED'; index: number; value: MenuButton['type'] }
  | { type: 'TITLE_CHANGED'; index: number; value: string }
  | { type: 'ACTION_CHANGED'; index: number; value: string }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

const blank = (): MenuButton => ({ type: 'postback', title: '', payload: '', url: '' });
const toEditor = (button: PersistentMenuButton): MenuButton => ({ type: button.type, title: button.title, payload: button.payload ?? '', url: button.url ?? '' });
/** What is sent: the chosen action only. */
export const sentButton = (b: MenuButton): PersistentMenuButton =>
  b.type === 'web_url' ? { type: b.type, title: b.title, url: b.url } : { type: b.type, title: b.title, payload: b.payload };
const checked = (buttons: MenuButton[]) => persistentMenu.safeParse(buttons.map(sentButton));
/** A link gets https:// before its first typed character (spec 02 section 5): it always starts with http:// or https://. */
const withScheme = (value: string) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`);

function changed(context: PersistentMenuContext, index: number, change: (button: MenuButton) => MenuButton): Partial<PersistentMenuContext> {
  return {
    buttons: context.buttons.map((button, i) => (i === index ? change(button) : button)),
    problems: context.problems.map((problem, i) => (i === index ? { first: null, action: null } : problem)),
    listProblem: null,
  };
}

/**
 * The Instagram persistent menu editor (spec 02 sections 2, 4 and 5): loads the channel's menu
 * on open (closing with 'An error occurred fetching data' when it cannot), adds (at most 5),
 * removes and changes buttons (a postback with its action, or a link), shows the contract's text
 * under each wrong field on SAVE, saves and closes with 'Channel updated successfully.' or
 * 'Something went wrong while updating channel.'.
 */
export const persistentMenuMachine = setup({
  types: { context: {} as PersistentMenuContext, events: {} as PersistentMenuEvent, input: {} as PersistentMenuInput },
  actors: {
    loadPersistentMenu: fromPromise<{ buttons: PersistentMenuButton[] }, { channelId: string }>(async () => {
      throw new Error('loadPersistentMenu not provided');
    }),
    savePersistentMenu: fromPromise<unknown, { channelId: string; buttons: PersistentMenuButton[] }>(async () => {
      throw new Error('savePersistentMenu not provided');
    }),
  },
  guards: {
    canAdd: ({ context }) => context.buttons.length < instagramLimits.menuButtons,
    valid: ({ context }) => checked(context.buttons).success,
  },
  actions: {
    add: assign(({ context }) => ({ buttons: [...context.buttons, blank()], problems: [...context.problems, { first: null, action: null }], listProblem: null })),
    remove: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE');
      const buttons = context.buttons.filter((_, i) => i !== event.index);
      return { buttons, problems: noProblems(buttons.length), listProblem: null };
    }),
    setType: assign(({ context, event }) => (assertEvent(event, 'TYPE_CHANGED'), changed(context, event.index, (b) => ({ ...b, type: event.value })))),
    setTitle: assign(({ context, event }) => (assertEvent(event, 'TITLE_CHANGED'), changed(context, event.index, (b) => ({ ...b, title: event.value })))),
    setAction: assign(({ context, event }) => {
      assertEvent(event, 'ACTION_CHANGED');
      return changed(context, event.index, (b) => (b.type === 'web_url' ? { ...b, url: withScheme(event.value) } : { ...b, payload: event.value }));
    }),
    showProblems: assign(({ context }) => {
      const issues = checked(context.buttons).error?.issues ?? [];
      return { problems: rowProblems(context.buttons.length, issues, 'title'), listProblem: listProblem(issues) };
    }),
  },
}).createMachine({
  id: 'persistentMenu',
  context: ({ input }) => ({ ...input, buttons: [], problems: [], listProblem: null, outcome: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPersistentMenu',
        src: 'loadPersistentMenu',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ buttons: event.output.buttons.map(toEditor), problems: noProblems(event.output.buttons.length) })) },
        onError: { target: 'closed', actions: assign({ outcome: { kind: 'error', text: { key: popupTexts.fetchFailed } } }) },
      },
      on: { CLOSE: 'closed' },
    },
    editing: {
      on: {
        ADD: { guard: 'canAdd', actions: 'add' },
        REMOVE: { actions: 'remove' },
        TYPE_CHANGED: { actions: 'setType' },
        TITLE_CHANGED: { actions: 'setTitle' },
        ACTION_CHANGED: { actions: 'setAction' },
        SAVE: [{ guard: 'valid', target: 'saving' }, { actions: 'showProblems' }],
        CLOSE: 'closed',
      },
    },
    saving: {
      invoke: {
        id: 'savePersistentMenu',
        src: 'savePersistentMenu',
        input: ({ context }) => ({ channelId: context.channelId, buttons: checked(context.buttons).data ?? [] }),
        onDone: { target: 'closed', actions: assign({ outcome: { kind: 'success', text: { key: popupTexts.updated } } }) },
        onError: { target: 'closed', actions: assign({ outcome: { kind: 'error', text: { key: popupTexts.updateFailed } } }) },
      },
    },
    closed: { type: 'final' },
  },
});
