import { and, assign, fromPromise, not, setup } from 'xstate';

/**
 * Small machines with known pictures, for the tests of the diagram: nested, parallel,
 * guards (named, parameterized, inline, combined), after (named and numbered), always,
 * an invoke with done and error, a final state and a history state.
 */
export const sampleMachine = setup({
  types: { events: {} as { type: 'SUBMIT' } | { type: 'RESET' } | { type: 'TYPE'; value: string } | { type: 'PAUSE' } | { type: 'TOGGLE' } },
  actors: { signin: fromPromise<string, void>(async () => 'ok') },
  guards: { formValid: () => true, isRole: (_, _params: { role: string }) => true, locked: () => false },
  actions: { clearError: () => {}, rememberDraft: () => {}, notify: () => {} },
  delays: { tick: 1000 },
})
  .createMachine({
    id: 'sample',
    initial: 'editing',
    on: { RESET: '.editing' },
    states: {
      editing: {
        initial: 'empty',
        entry: 'clearError',
        exit: ['rememberDraft'],
        on: { TYPE: { actions: assign({}) }, SUBMIT: 'submitting' },
        states: {
          empty: { always: { guard: 'formValid', target: 'filled' } },
          filled: { tags: ['ready'] },
          hist: { type: 'history', history: 'deep' },
        },
        after: { tick: { target: 'editing', reenter: true } },
      },
      submitting: {
        invoke: { id: 'signin', src: 'signin', onDone: 'working', onError: { target: 'editing', actions: 'notify' } },
        after: { 5000: 'editing' },
      },
      working: {
        type: 'parallel',
        onDone: 'done',
        states: {
          upload: { initial: 'running', states: { running: { on: { PAUSE: 'paused' } }, paused: {} } },
          chat: { initial: 'open', states: { open: { on: { TOGGLE: 'closed' } }, closed: { type: 'final' } } },
        },
      },
      done: { type: 'final', meta: { screen: 'welcome' } },
    },
  })
  .provide({});

// Transitions of the root reach every state, with each kind of guard.
export const guardedMachine = setup({
  guards: { formValid: () => true, isRole: (_, _params: { role: string }) => true, locked: () => false },
}).createMachine({
  id: 'guarded',
  initial: 'a',
  states: {
    a: {
      on: {
        NAMED: { guard: 'formValid', target: 'b' },
        PARAMS: { guard: { type: 'isRole', params: { role: 'ADMIN' } }, target: 'b' },
        INLINE: { guard: () => true, target: 'b' },
        COMBINED: { guard: and(['formValid', not('locked')]), target: 'b' },
        '<b>&"quoted"': 'b',
      },
    },
    b: {},
  },
});
