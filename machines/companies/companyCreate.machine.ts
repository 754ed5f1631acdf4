import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { actorError, failureBody, failureStatus } from '../shared/apiError';
import { DEFAULT_COUNTRY, type CompanyCreated, type CreateCompanyRequest } from './companies';
import { isFilled, isValidName, nameError } from '../shared/nameRules';
import { commonTexts, text, type TextRef } from '../shared/text';

export type CompanyCreateContext = {
  name: string;
  country: string;
  requestDescription: string;
  nameError: TextRef | null;
  descriptionError: TextRef | null;
  /** A failed creation. */
  error: TextRef | null;
};

export type CompanyCreateEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'COUNTRY_CHANGED'; value: string }
  | { type: 'DESCRIPTION_CHANGED'; value: string }
  | { type: 'SUBMIT' };

export const companyCreateTexts = {
  descriptionEmpty: 'companies.create.errors.descriptionEmpty',
  internet: 'companies.create.errors.internet',
  nameTaken: 'companies.create.errors.nameTaken',
  failed: 'companies.create.errors.failed',
  created: 'companies.create.created',
} as const;

/** Spec 8, company create rows. */
export function companyCreateFailureText(error: unknown, name: string): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return text(commonTexts.noInternet);
  if (status >= 500) return text(companyCreateTexts.internet);
  if (status === 402) return text(companyCreateTexts.nameTaken);
  const message = failureBody(error)?.message;
  return { key: companyCreateTexts.failed, ...(message ? { message } : {}), values: { name } };
}

const descriptionError = (value: string): TextRef | null => (isFilled(value) ? null : text(companyCreateTexts.descriptionEmpty));
export const companyCreateFormValid = (c: CompanyCreateContext): boolean => isValidName(c.name) && isFilled(c.requestDescription);

const emptyForm = { name: '', country: DEFAULT_COUNTRY, requestDescription: '', nameError: null, descriptionError: null, error: null };

export const companyCreateMachine = setup({
  types: { context: {} as CompanyCreateContext, events: {} as CompanyCreateEvent },
  actors: {
    createCompany: fromPromise<CompanyCreated, CreateCompanyRequest>(async () => {
      throw new Error('createCompany not provided');
    }),
  },
  guards: {
    formValid: ({ context }) => companyCreateFormValid(context),
    nameFilled: ({ context }) => isFilled(context.name),
  },
  actions: {
    setName: assign(({ event }) => {
      assertEvent(event, 'NAME_CHANGED');
      return { name: event.value, nameError: isFilled(event.value) ? null : nameError(event.value), error: null };
    }),
    setCountry: assign({ country: ({ event }) => (assertEvent(event, 'COUNTRY_CHANGED'), event.value) }),
    setDescription: assign(({ event }) => {
      assertEvent(event, 'DESCRIPTION_CHANGED');
      return { requestDescription: event.value, descriptionError: null, error: null };
    }),
    showFieldErrors: assign({
      nameError: ({ context }) => nameError(context.name),
      descriptionError: ({ context }) => descriptionError(context.requestDescription),
    }),
    clearError: assign({ error: null }),
    showFailure: assign({ error: ({ context, event }) => companyCreateFailureText(actorError(event), context.name.trim()) }),
    resetForm: assign(emptyForm),
    // Provided by the app:
    showToast: (_, _params: { text: TextRef }) => {},
    refetchCompanies: () => {},
  },
}).createMachine({
  id: 'companyCreate',
  initial: 'closed',
  context: emptyForm,
  states: {
    closed: {
      on: { OPEN: 'editing' },
    },
    editing: {
      on: {
        CLOSE: { target: 'closed', actions: 'resetForm' },
        NAME_CHANGED: { actions: 'setName' },
        COUNTRY_CHANGED: { actions: 'setCountry' },
        DESCRIPTION_CHANGED: { actions: 'setDescription' },
        // CREATE COMPANY is disabled while the name is empty; Enter sends the same SUBMIT.
        SUBMIT: [
          { guard: 'formValid', target: 'creating' },
          { guard: 'nameFilled', actions: 'showFieldErrors' },
        ],
      },
    },
    creating: {
      entry: 'clearError',
      invoke: {
        id: 'createCompany',
        src: 'createCompany',
        input: ({ context }) => ({ name: context.name.trim(), country: context.country, requestDescription: context.requestDescription.trim() }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'showToast', params: ({ context }) => ({ text: { key: companyCreateTexts.created, values: { name: context.name.trim() } } }) },
            'refetchCompanies',
            'resetForm',
          ],
        },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
  },
});
