import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { actorError } from '../shared/apiError';
import type { CompanyIdRequest, SuccessAnswer } from './companies';
import { failureText } from '../shared/failureText';
import { text, type TextRef } from '../shared/text';

/** Spec 5: the word typed to confirm, exactly (case and spaces count). */
export const DELETION_WORD = 'Delete';

export type CompanyRef = { id: string; name: string };

export type CompanyDeleteContext = {
  company: CompanyRef | null;
  word: string;
  error: TextRef | null;
};

export type CompanyDeleteEvent = { type: 'OPEN'; company: CompanyRef } | { type: 'WORD_CHANGED'; value: string } | { type: 'YES' } | { type: 'NO' };

export const companyDeleteTexts = {
  wrongWord: 'companies.delete.errors.wrongWord',
  failed: 'companies.delete.errors.failed',
  deleted: 'companies.delete.deleted',
} as const;

const closedContext: CompanyDeleteContext = { company: null, word: '', error: null };
const answerOf = (event: unknown) => (event as { output?: SuccessAnswer }).output;

export const companyDeleteMachine = setup({
  types: { context: {} as CompanyDeleteContext, events: {} as CompanyDeleteEvent },
  actors: {
    deleteCompany: fromPromise<SuccessAnswer, CompanyIdRequest>(async () => {
      throw new Error('deleteCompany not provided');
    }),
  },
  guards: {
    wordIsDelete: ({ context }) => context.word === DELETION_WORD,
    deleted: ({ event }) => answerOf(event)?.success === true,
  },
  actions: {
    setCompany: assign(({ event }) => (assertEvent(event, 'OPEN'), { ...closedContext, company: event.company })),
    setWord: assign(({ event }) => (assertEvent(event, 'WORD_CHANGED'), { word: event.value, error: null })),
    showWrongWord: assign({ error: text(companyDeleteTexts.wrongWord) }),
    clearError: assign({ error: null }),
    showNotDeleted: assign({ error: ({ context }) => ({ key: companyDeleteTexts.failed, values: { name: context.company?.name ?? '' } }) }),
    showFailure: assign({ error: ({ context, event }) => failureText(actorError(event), companyDeleteTexts.failed, { name: context.company?.name ?? '' }) }),
    reset: assign(closedContext),
    // Provided by the app:
    refetchCompanies: () => {},
    showToast: (_, _params: { text: TextRef }) => {},
  },
}).createMachine({
  id: 'companyDelete',
  initial: 'closed',
  context: closedContext,
  states: {
    closed: {
      on: { OPEN: { target: 'confirming', actions: 'setCompany' } },
    },
    confirming: {
      on: {
        WORD_CHANGED: { actions: 'setWord' },
        YES: [{ guard: 'wordIsDelete', target: 'deleting' }, { actions: 'showWrongWord' }],
        NO: { target: 'closed', actions: 'reset' },
      },
    },
    deleting: {
      entry: 'clearError',
      invoke: {
        id: 'deleteCompany',
        src: 'deleteCompany',
        input: ({ context }) => ({ id: context.company?.id ?? '' }),
        onDone: [
          {
            guard: 'deleted',
            target: 'closed',
            actions: [
              { type: 'showToast', params: ({ context }) => ({ text: { key: companyDeleteTexts.deleted, values: { name: context.company?.name ?? '' } } }) },
              'refetchCompanies',
              'reset',
            ],
          },
          { target: 'confirming', actions: 'showNotDeleted' },
        ],
        onError: { target: 'confirming', actions: 'showFailure' },
      },
    },
  },
});
