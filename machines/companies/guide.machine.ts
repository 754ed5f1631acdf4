import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { actorError, failureBody, failureStatus } from '../shared/apiError';
import { DEFAULT_COUNTRY, type CompanyCreated, type CreateCompanyRequest } from './companies';
import type { JobTitle, PeopleCount, WorkField } from './guideChoices';
import { isFilled, isValidName, nameError } from '../shared/nameRules';
import { commonTexts, text, type TextRef } from '../shared/text';

export type GuideInput = { firstLogin: boolean; userEmail?: string; userId?: string };

/** The four entries of the guide's left step list (spec 2.9), in order. */
export const GUIDE_STEPS = ['startGuide', 'companyName', 'aboutYou', 'assistantName'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

export type AccountInfoRequest = { companyId: string; userId: string; peopleCount: PeopleCount; workField: WorkField; jobTitle: JobTitle };

/** What the wizard reports when the assistant exists (the UI forwards it). */
export type AssistantCreated = { id: string; fromTemplate: boolean; template?: string };
export type DesignerTarget = AssistantCreated & { firstLogin: boolean };

export type GuideContext = {
  firstLogin: boolean;
  userEmail: string;
  userId: string;
  /** The steps with a check mark. */
  completedSteps: GuideStep[];
  companyName: string;
  /** Kept once the company is created (spec 4). */
  companyId: string | null;
  peopleCount: PeopleCount | null;
  workField: WorkField | null;
  jobTitle: JobTitle | null;
  /** Shown under the name field. */
  nameError: TextRef | null;
  /** A failed call. */
  error: TextRef | null;
};

export type GuideEvent =
  | { type: 'OK' }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'PEOPLE_COUNT_CHANGED'; value: PeopleCount }
  | { type: 'WORK_FIELD_CHANGED'; value: WorkField }
  | { type: 'JOB_TITLE_CHANGED'; value: JobTitle }
  | { type: 'SUBMIT' }
  | ({ type: 'ASSISTANT_CREATED' } & AssistantCreated);

export const guideTexts = {
  nameInUse: 'guide.errors.nameInUse',
  stepStart: 'guide.steps.startGuide',
  stepCompanyName: 'guide.steps.companyName',
  stepAboutYou: 'guide.steps.aboutYou',
  stepAssistantName: 'guide.steps.assistantName',
} as const;

/** Spec 8, guide row: 500 / 400 or 402. */
export function guideCompanyFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return text(commonTexts.noInternet);
  if (status >= 500) return text(commonTexts.internet);
  if (status === 400 || status === 402) return text(guideTexts.nameInUse);
  return text(commonTexts.other, failureBody(error)?.message);
}

/** A failed account-info save. */
export function guideAccountInfoFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return text(commonTexts.noInternet);
  if (status >= 500) return text(commonTexts.internet);
  return text(commonTexts.other, failureBody(error)?.message);
}

export const accountInfoComplete = (c: GuideContext): boolean => c.peopleCount !== null && c.workField !== null && c.jobTitle !== null;

export const guideMachine = setup({
  types: { input: {} as GuideInput, context: {} as GuideContext, events: {} as GuideEvent },
  actors: {
    createCompany: fromPromise<CompanyCreated, CreateCompanyRequest>(async () => {
      throw new Error('createCompany not provided');
    }),
    createAccountInfo: fromPromise<unknown, AccountInfoRequest>(async () => {
      throw new Error('createAccountInfo not provided');
    }),
  },
  guards: {
    hasNoEmail: ({ context }) => !isFilled(context.userEmail),
    companyNameValid: ({ context }) => isValidName(context.companyName),
    companyNameFilled: ({ context }) => isFilled(context.companyName),
    accountInfoComplete: ({ context }) => accountInfoComplete(context),
  },
  actions: {
    completeStart: assign({ completedSteps: ({ context }) => [...context.completedSteps, 'startGuide' as const] }),
    completeCompanyName: assign({ completedSteps: ({ context }) => [...context.completedSteps, 'companyName' as const] }),
    completeAboutYou: assign({ completedSteps: ({ context }) => [...context.completedSteps, 'aboutYou' as const] }),
    completeAssistantName: assign({ completedSteps: ({ context }) => [...context.completedSteps, 'assistantName' as const] }),
    setCompanyName: assign(({ event }) => {
      assertEvent(event, 'NAME_CHANGED');
      return { companyName: event.value, nameError: isFilled(event.value) ? null : nameError(event.value), error: null };
    }),
    showNameError: assign({ nameError: ({ context }) => nameError(context.companyName) }),
    keepCompany: assign({ companyId: ({ event }) => (event as unknown as { output: CompanyCreated }).output.id }),
    setPeopleCount: assign({ peopleCount: ({ event }) => (assertEvent(event, 'PEOPLE_COUNT_CHANGED'), event.value), error: null }),
    setWorkField: assign({ workField: ({ event }) => (assertEvent(event, 'WORK_FIELD_CHANGED'), event.value), error: null }),
    setJobTitle: assign({ jobTitle: ({ event }) => (assertEvent(event, 'JOB_TITLE_CHANGED'), event.value), error: null }),
    clearError: assign({ error: null }),
    showCompanyFailure: assign({ error: ({ event }) => guideCompanyFailureText(actorError(event)) }),
    showAccountInfoFailure: assign({ error: ({ event }) => guideAccountInfoFailureText(actorError(event)) }),
    // Provided by the app:
    goToLogin: () => {},
    goToDesigner: (_, _params: DesignerTarget) => {},
  },
}).createMachine({
  id: 'guide',
  initial: 'checkingSession',
  context: ({ input }) => ({
    firstLogin: input.firstLogin,
    userEmail: input.userEmail ?? '',
    userId: input.userId ?? '',
    completedSteps: [],
    companyName: '',
    companyId: null,
    peopleCount: null,
    workField: null,
    jobTitle: null,
    nameError: null,
    error: null,
  }),
  states: {
    checkingSession: {
      always: [{ guard: 'hasNoEmail', target: 'noSession', actions: 'goToLogin' }, { target: 'start' }],
    },
    noSession: { type: 'final' },
    start: {
      on: { OK: { target: 'company', actions: 'completeStart' } },
    },
    company: {
      on: {
        NAME_CHANGED: { actions: 'setCompanyName' },
        SUBMIT: [
          { guard: 'companyNameValid', target: 'creatingCompany' },
          { guard: 'companyNameFilled', actions: 'showNameError' },
        ],
      },
    },
    creatingCompany: {
      entry: 'clearError',
      invoke: {
        id: 'createCompany',
        src: 'createCompany',
        input: ({ context }) => ({ name: context.companyName.trim(), country: DEFAULT_COUNTRY }),
        onDone: { target: 'companyInfo', actions: ['keepCompany', 'completeCompanyName'] },
        onError: { target: 'company', actions: 'showCompanyFailure' },
      },
    },
    companyInfo: {
      on: {
        PEOPLE_COUNT_CHANGED: { actions: 'setPeopleCount' },
        WORK_FIELD_CHANGED: { actions: 'setWorkField' },
        JOB_TITLE_CHANGED: { actions: 'setJobTitle' },
        SUBMIT: { guard: 'accountInfoComplete', target: 'savingAccountInfo' },
      },
    },
    savingAccountInfo: {
      entry: 'clearError',
      invoke: {
        id: 'createAccountInfo',
        src: 'createAccountInfo',
        input: ({ context }) => ({
          companyId: context.companyId ?? '',
          userId: context.userId,
          peopleCount: context.peopleCount!,
          workField: context.workField!,
          jobTitle: context.jobTitle!,
        }),
        onDone: { target: 'chatbot', actions: 'completeAboutYou' },
        onError: { target: 'companyInfo', actions: 'showAccountInfoFailure' },
      },
    },
    chatbot: {
      on: {
        ASSISTANT_CREATED: {
          target: 'done',
          actions: [
            'completeAssistantName',
            {
              type: 'goToDesigner',
              params: ({ context, event }) => ({
                id: event.id,
                fromTemplate: event.fromTemplate,
                ...(event.template === undefined ? {} : { template: event.template }),
                firstLogin: context.firstLogin,
              }),
            },
          ],
        },
      },
    },
    done: { type: 'final' },
  },
});
