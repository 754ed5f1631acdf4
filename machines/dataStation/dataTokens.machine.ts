import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CreatedDataToken, DataToken, DataTokenScope } from '../../services/contracts/dataStation';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';
import { dataTokensTexts, expiryInstant, tokenExpiryProblem, tokenNameProblem } from './dataTokensTexts';

/** The company, and today in the browser's time zone (YYYY-MM-DD) for the expiry check. */
export type DataTokensInput = { companyId: string; today: string };
/** The new token's fields: an empty expiry day means the token does not expire. */
export type DataTokenForm = { name: string; scope: DataTokenScope; expiresOn: string };

export type DataTokensContext = {
  companyId: string;
  today: string;
  tokens: DataToken[];
  /** The server's word: only an ADMIN of the company may create and revoke tokens. */
  canWrite: boolean;
  /** The token a revoke is about. */
  selectedId: string | null;
  form: DataTokenForm;
  formError: TextRef | null;
  /** The token just created, shown once; dropped when its dialog closes. */
  created: CreatedDataToken | null;
  error: TextRef | null;
  notice: TextRef | null;
};

export type DataTokensEvent =
  | { type: 'RETRY' }
  | { type: 'CREATE' }
  | { type: 'REVOKE'; id: string }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'SCOPE_CHANGED'; value: DataTokenScope }
  | { type: 'EXPIRY_CHANGED'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' }
  | { type: 'DONE' };

const EMPTY_FORM: DataTokenForm = { name: '', scope: 'read', expiresOn: '' };

/** The token a revoke is about, when it is still listed. */
export function selectedToken(context: Pick<DataTokensContext, 'tokens' | 'selectedId'>): DataToken | undefined {
  return context.tokens.find((t) => t.id === context.selectedId);
}

/** What is wrong with the new token (the first problem), or null. */
export function tokenFormProblem(context: Pick<DataTokensContext, 'form' | 'tokens' | 'today'>): TextRef | null {
  return (
    tokenNameProblem(
      context.form.name,
      context.tokens.map((t) => t.name),
    ) ?? tokenExpiryProblem(context.form.expiresOn, context.today)
  );
}

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const byName = (tokens: DataToken[]) => [...tokens].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));

/**
 * The data station's token manager (docs/data-station.md, docs/pages.md): the company's API tokens
 * by name with a masked hint, scope, expiry and last use. An ADMIN (the list's canWrite) creates a
 * token, which is shown once in full, and revokes one after a confirmation; a member only reads.
 */
export const dataTokensMachine = setup({
  types: { context: {} as DataTokensContext, events: {} as DataTokensEvent, input: {} as DataTokensInput },
  actors: {
    loadTokens: fromPromise<{ tokens: DataToken[]; canWrite: boolean }, { companyId: string }>(async () => {
      throw new Error('loadTokens not provided');
    }),
    createToken: fromPromise<CreatedDataToken, { companyId: string; name: string; scope: DataTokenScope; expiresAt: string | null }>(async () => {
      throw new Error('createToken not provided');
    }),
    revokeToken: fromPromise<unknown, { companyId: string; id: string }>(async () => {
      throw new Error('revokeToken not provided');
    }),
  },
  guards: {
    canWrite: ({ context }) => context.canWrite,
    knownToken: ({ context, event }) => (assertEvent(event, 'REVOKE'), context.tokens.some((t) => t.id === event.id)),
    formOk: ({ context }) => tokenFormProblem(context) === null,
  },
  actions: {
    setList: assign(({ event }) => {
      const list = outputOf<{ tokens: DataToken[]; canWrite: boolean }>(event);
      return { tokens: byName(list.tokens), canWrite: list.canWrite };
    }),
    showLoadFailure: assign({ error: ({ event }) => failureText(actorError(event), dataTokensTexts.loadFailed) }),
    clearMessages: assign({ error: null, notice: null }),
    startCreating: assign({ selectedId: null, form: EMPTY_FORM, formError: null, error: null, notice: null }),
    select: assign(({ event }) => (assertEvent(event, 'REVOKE'), { selectedId: event.id, error: null, notice: null })),
    setName: assign(({ context, event }) => (assertEvent(event, 'NAME_CHANGED'), { form: { ...context.form, name: event.value }, formError: null })),
    setScope: assign(({ context, event }) => (assertEvent(event, 'SCOPE_CHANGED'), { form: { ...context.form, scope: event.value }, formError: null })),
    setExpiry: assign(({ context, event }) => (assertEvent(event, 'EXPIRY_CHANGED'), { form: { ...context.form, expiresOn: event.value }, formError: null })),
    showFormProblem: assign({ formError: ({ context }) => tokenFormProblem(context) }),
    closeForm: assign({ selectedId: null, form: EMPTY_FORM, formError: null }),
    keepCreated: assign(({ context, event }) => {
      const created = outputOf<CreatedDataToken>(event);
      return {
        created,
        tokens: byName([...context.tokens.filter((t) => t.id !== created.summary.id), created.summary]),
        notice: { key: dataTokensTexts.created, values: { name: created.summary.name } },
      };
    }),
    // The full token lives only while its dialog is open.
    forgetCreated: assign({ created: null }),
    showCreateFailure: assign({ formError: ({ event }) => failureText(actorError(event), dataTokensTexts.createFailed) }),
    removeSelected: assign(({ context }) => ({
      tokens: context.tokens.filter((t) => t.id !== context.selectedId),
      notice: { key: dataTokensTexts.revoked, values: { name: selectedToken(context)?.name ?? '' } },
      selectedId: null,
    })),
    showRevokeFailure: assign({ selectedId: null, error: ({ event }) => failureText(actorError(event), dataTokensTexts.revokeFailed) }),
  },
}).createMachine({
  id: 'dataTokens',
  context: ({ input }) => ({
    companyId: input.companyId,
    today: input.today,
    tokens: [],
    canWrite: false,
    selectedId: null,
    form: EMPTY_FORM,
    formError: null,
    created: null,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTokens',
        src: 'loadTokens',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'listing', actions: 'setList' },
        onError: { target: 'loadFailed', actions: 'showLoadFailure' },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
    listing: {
      on: {
        CREATE: { guard: 'canWrite', target: 'creating', actions: 'startCreating' },
        REVOKE: { guard: and(['canWrite', 'knownToken']), target: 'confirmingRevoke', actions: 'select' },
      },
    },
    creating: {
      on: {
        NAME_CHANGED: { actions: 'setName' },
        SCOPE_CHANGED: { actions: 'setScope' },
        EXPIRY_CHANGED: { actions: 'setExpiry' },
        SUBMIT: [{ guard: 'formOk', target: 'saving' }, { actions: 'showFormProblem' }],
        CANCEL: { target: 'listing', actions: 'closeForm' },
      },
    },
    saving: {
      invoke: {
        id: 'createToken',
        src: 'createToken',
        input: ({ context }) => ({ companyId: context.companyId, name: context.form.name.trim(), scope: context.form.scope, expiresAt: expiryInstant(context.form.expiresOn) }),
        onDone: { target: 'showingToken', actions: ['keepCreated', 'closeForm'] },
        onError: { target: 'creating', actions: 'showCreateFailure' },
      },
    },
    showingToken: { on: { DONE: { target: 'listing', actions: 'forgetCreated' } } },
    confirmingRevoke: { on: { CONFIRM: 'revoking', CANCEL: { target: 'listing', actions: 'closeForm' } } },
    revoking: {
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        input: ({ context }) => ({ companyId: context.companyId, id: context.selectedId ?? '' }),
        onDone: { target: 'listing', actions: 'removeSelected' },
        onError: { target: 'listing', actions: 'showRevokeFailure' },
      },
    },
  },
});
