import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { actorError } from '../shared/apiError';
import type { CompanyIdRequest, SuccessAnswer } from './companies';
import type { CompanyRef } from './companyDelete.machine';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';

export type CompanyLeaveContext = { company: CompanyRef | null; error: TextRef | null };

export type CompanyLeaveEvent = { type: 'OPEN'; company: CompanyRef } | { type: 'YES' } | { type: 'NO' };

export const companyLeaveTexts = {
  failed: 'companies.leave.errors.failed',
  left: 'companies.leave.left',
} as const;

const closedContext: CompanyLeaveContext = { company: null, error: null };
const answerOf = (event: unknown) => (event as { output?: SuccessAnswer }).output;
const nameOf = (context: CompanyLeaveContext) => ({ name: context.company?.name ?? '' });

/** Leave company (spec 4): a confirmation popup, then leave; the server refuses the last ADMIN with a message. */
export const companyLeaveMachine = setup({
  types: { context: {} as CompanyLeaveContext, events: {} as CompanyLeaveEvent },
  actors: {
    leaveCompany: fromPromise<SuccessAnswer, CompanyIdRequest>(async () => {
      throw new Error('leaveCompany not provided');
    }),
  },
  guards: {
    left: ({ event }) => answerOf(event)?.success === true,
  },
  actions: {
    setCompany: assign(({ event }) => (assertEvent(event, 'OPEN'), { company: event.company, error: null })),
    clearError: assign({ error: null }),
    showNotLeft: assign({ error: ({ context }) => ({ key: companyLeaveTexts.failed, values: nameOf(context) }) }),
    showFailure: assign({ error: ({ context, event }) => failureText(actorError(event), companyLeaveTexts.failed, nameOf(context)) }),
    reset: assign(closedContext),
    // Provided by the app:
    refetchCompanies: () => {},
    showToast: (_, _params: { text: TextRef }) => {},
  },
}).createMachine({
  id: 'companyLeave',
  initial: 'closed',
  context: closedContext,
  states: {
    closed: {
      on: { OPEN: { target: 'confirming', actions: 'setCompany' } },
    },
    confirming: {
      on: {
        YES: 'leaving',
        NO: { target: 'closed', actions: 'reset' },
      },
    },
    leaving: {
      entry: 'clearError',
      invoke: {
        id: 'leaveCompany',
        src: 'leaveCompany',
        input: ({ context }) => ({ id: context.company?.id ?? '' }),
        onDone: [
          {
            guard: 'left',
            target: 'closed',
            actions: [{ type: 'showToast', params: ({ context }) => ({ text: { key: companyLeaveTexts.left, values: nameOf(context) } }) }, 'refetchCompanies', 'reset'],
          },
          { target: 'confirming', actions: 'showNotLeft' },
        ],
        onError: { target: 'confirming', actions: 'showFailure' },
      },
    },
  },
});
