import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AssistantSummaries, MemberCompanies } from '../../services/contracts/assistantAnalysis';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import { commonTexts, type TextRef } from '../shared/text';

/**
 * The assistants list of the analysis (/assistant-analysis, spec 01 sections 2.2 and 2.16):
 * the companies the user belongs to are read (with one, it is chosen at once); choosing one
 * reads its assistants with their versions and last 30 days' figures. Failures can be retried.
 * Side effects: loadCompanies, loadAssistants.
 */

export type AssistantListContext = {
  companies: MemberCompanies;
  companyId: string | null;
  assistants: AssistantSummaries;
  error: TextRef | null;
};

export type AssistantListEvent = { type: 'COMPANY_CHOSEN'; companyId: string } | { type: 'RETRY' };

export const assistantListTexts = {
  loadFailed: commonTexts.other,
} as const;

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const companyChosen = { guard: 'otherCompany' as const, target: '#assistantList.loadingAssistants', reenter: true, actions: 'setCompany' as const };

export const assistantListMachine = setup({
  types: { context: {} as AssistantListContext, events: {} as AssistantListEvent },
  actors: {
    loadCompanies: fromPromise<MemberCompanies, void>(async () => {
      throw new Error('loadCompanies not provided');
    }),
    loadAssistants: fromPromise<AssistantSummaries, { companyId: string }>(async () => {
      throw new Error('loadAssistants not provided');
    }),
  },
  guards: {
    noCompanies: ({ event }) => outputOf<MemberCompanies>(event).length === 0,
    oneCompany: ({ event }) => outputOf<MemberCompanies>(event).length === 1,
    otherCompany: ({ context, event }) => event.type === 'COMPANY_CHOSEN' && event.companyId !== context.companyId && context.companies.some((c) => c.id === event.companyId),
    noAssistants: ({ event }) => outputOf<AssistantSummaries>(event).length === 0,
  },
  actions: {
    keepCompanies: assign(({ event }) => ({ companies: outputOf<MemberCompanies>(event), error: null })),
    chooseOnly: assign(({ event }) => ({ companyId: outputOf<MemberCompanies>(event)[0]?.id ?? null })),
    setCompany: assign(({ event }) => (assertEvent(event, 'COMPANY_CHOSEN'), { companyId: event.companyId, assistants: [], error: null })),
    keepAssistants: assign(({ event }) => ({ assistants: outputOf<AssistantSummaries>(event), error: null })),
    showFailure: assign(({ event }) => ({ error: failureText(actorError(event), assistantListTexts.loadFailed) })),
  },
}).createMachine({
  id: 'assistantList',
  initial: 'loadingCompanies',
  context: { companies: [], companyId: null, assistants: [], error: null },
  states: {
    loadingCompanies: {
      invoke: {
        id: 'loadCompanies',
        src: 'loadCompanies',
        onDone: [
          { guard: 'noCompanies', target: 'noCompanies', actions: 'keepCompanies' },
          { guard: 'oneCompany', target: 'loadingAssistants', actions: ['keepCompanies', 'chooseOnly'] },
          { target: 'choosingCompany', actions: 'keepCompanies' },
        ],
        onError: { target: 'companiesFailed', actions: 'showFailure' },
      },
    },
    companiesFailed: { on: { RETRY: 'loadingCompanies' } },
    /** The user belongs to no company: nothing to analyse. */
    noCompanies: {},
    choosingCompany: { on: { COMPANY_CHOSEN: companyChosen } },
    loadingAssistants: {
      on: { COMPANY_CHOSEN: companyChosen },
      invoke: {
        id: 'loadAssistants',
        src: 'loadAssistants',
        input: ({ context }) => ({ companyId: context.companyId ?? '' }),
        onDone: [
          { guard: 'noAssistants', target: 'noAssistants', actions: 'keepAssistants' },
          { target: 'listing', actions: 'keepAssistants' },
        ],
        onError: { target: 'assistantsFailed', actions: 'showFailure' },
      },
    },
    listing: { on: { COMPANY_CHOSEN: companyChosen } },
    noAssistants: { on: { COMPANY_CHOSEN: companyChosen } },
    assistantsFailed: { on: { RETRY: 'loadingAssistants', COMPANY_CHOSEN: companyChosen } },
  },
});
