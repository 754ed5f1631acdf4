import { fromPromise, setup } from 'xstate';
import type { SuiteCaptcha, SuitePoolChoice } from '../../../services/contracts/rest/suiteConnect';
import { actorError } from '../../shared/apiError';
import { channelFormCalls, channelFormStates } from './channelFormStates';
import { suiteConnectActions } from './suiteConnectActions';
import { onPremiseUrl, suiteFormErrors, suiteProperties, urlError } from './suiteConnectRules';
import { loginRefetchesCaptcha } from './suiteConnectTexts';
import { EMPTY_FIELDS, type SuiteConnectContext, type SuiteConnectEvent, type SuiteConnectInput, type SuiteLoginRequest } from './suiteConnectTypes';

export type { SuiteConnectContext, SuiteConnectEvent, SuiteConnectInput, SuiteLoginRequest } from './suiteConnectTypes';

const { starting, loadingAssistants, loadingChannel, loadFailed } = channelFormStates<SuiteConnectContext>({
  kind: 'suite',
  creating: 'editing',
  addedProperties: (context) => suiteProperties(context, context.agentToken),
  updatedProperties: () => ({}),
});

/**
 * The suite form (spec 02 sections 2, 4, 5, 7, 8), in the spec's modes. Create: the cloud
 * suite's captcha is fetched first (fetchingCaptcha); switching to on-premise clears the URL
 * and the captcha, whose captcha comes once a valid URL is left or refreshed; switching back to
 * cloud takes the cloud address again with a new captcha. SUBMIT logs in (fetchingToken: the
 * server checks first that the suite company and pool are not integrated yet), then adds the
 * channel (creatingIntegration). A refused login (401, 402, 403, 405) or add fetches a new
 * captcha. Update (updatingIntegration): the suite's pools, one chosen as the handover pool.
 */
export const suiteConnectMachine = setup({
  types: { context: {} as SuiteConnectContext, events: {} as SuiteConnectEvent, input: {} as SuiteConnectInput, tags: {} as 'loading' | 'loadFailed' | 'editing' },
  actors: {
    loadAssistants: channelFormCalls.loadAssistants,
    loadChannel: channelFormCalls.loadChannel,
    addChannel: channelFormCalls.addChannel,
    fetchCaptcha: fromPromise<SuiteCaptcha, { companyId: string; url: string | null }>(async () => {
      throw new Error('fetchCaptcha not provided');
    }),
    suiteLogin: fromPromise<{ suiteAgentToken: string }, SuiteLoginRequest>(async () => {
      throw new Error('suiteLogin not provided');
    }),
    loadSuitePools: fromPromise<SuitePoolChoice[], { channelId: string }>(async () => {
      throw new Error('loadSuitePools not provided');
    }),
    saveHandoverPool: fromPromise<unknown, { channelId: string; suiteHandoverPoolID: string }>(async () => {
      throw new Error('saveHandoverPool not provided');
    }),
  },
  guards: {
    isUpdate: ({ context }) => context.mode === 'update',
    invalid: ({ context }) => Object.keys(suiteFormErrors(context)).length > 0,
    /** The radio reports a change only: the type chosen is the other one. */
    otherType: ({ context, event }) => event.type === 'SUITE_TYPE_CHOSEN' && event.suiteType !== context.suiteType,
    toCloud: ({ context, event }) => event.type === 'SUITE_TYPE_CHOSEN' && event.suiteType === 'SuiteCloud' && context.suiteType !== 'SuiteCloud',
    /** A field the form lets be typed in: the cloud suite's address is shown read-only. */
    editableField: ({ context, event }) => event.type === 'FIELD_CHANGED' && !(event.field === 'url' && context.suiteType === 'SuiteCloud'),
    urlRefused: ({ context }) => context.suiteType === 'SuiteOnPrem' && urlError(context) !== null,
    /** An on-premise URL, valid, other than the one the captcha shown came from. */
    newUrlTaken: ({ context }) => context.suiteType === 'SuiteOnPrem' && urlError(context) === null && onPremiseUrl(context) !== context.captcha?.url,
    captchaReachable: ({ context }) => context.suiteType === 'SuiteCloud' || urlError(context) === null,
    refetchesCaptcha: ({ event }) => loginRefetchesCaptcha(actorError(event)),
    poolListed: ({ context, event }) => event.type === 'POOL_CHOSEN' && context.pools.some((p) => p.id === event.poolId),
    noPoolChosen: ({ context }) => context.handoverPoolId === '',
  },
  actions: suiteConnectActions,
}).createMachine({
  id: 'suiteConnect',
  context: ({ input }) => ({
    mode: input.channelId === null ? 'create' : 'update',
    companyId: input.companyId,
    channelId: input.channelId,
    name: '',
    botId: '',
    assistants: [],
    errors: {},
    error: null,
    notice: null,
    added: null,
    suiteType: 'SuiteCloud',
    fields: EMPTY_FIELDS,
    captcha: null,
    agentToken: '',
    pools: [],
    handoverPoolId: '',
  }),
  initial: 'starting',
  states: {
    starting,
    loadingAssistants: { ...loadingAssistants, invoke: { ...loadingAssistants.invoke, onDone: { target: 'fetchingCaptcha', actions: 'setAssistants' } } },
    loadingChannel: { ...loadingChannel, invoke: { ...loadingChannel.invoke, onDone: { target: 'loadingPools', actions: 'setRecord' } } },
    loadFailed,
    fetchingCaptcha: {
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        input: ({ context }) => ({ companyId: context.companyId, url: onPremiseUrl(context) }),
        onDone: { target: 'editing', actions: 'setCaptcha' },
        onError: { target: 'editing', actions: 'showCaptchaFailure' },
      },
    },
    editing: {
      tags: 'editing',
      on: {
        NAME_CHANGED: { actions: 'setName' },
        FIELD_CHANGED: { guard: 'editableField', actions: 'setField' },
        ASSISTANT_CHOSEN: { actions: 'setAssistant' },
        SUITE_TYPE_CHOSEN: [
          { guard: 'toCloud', target: 'fetchingCaptcha', actions: 'chooseType' },
          { guard: 'otherType', actions: 'chooseType' },
        ],
        URL_LEFT: [
          { guard: 'urlRefused', actions: 'showUrlError' },
          { guard: 'newUrlTaken', target: 'fetchingCaptcha' },
        ],
        CAPTCHA_REFRESHED: [{ guard: 'captchaReachable', target: 'fetchingCaptcha' }, { actions: 'showUrlError' }],
        SUBMIT: [{ guard: 'invalid', actions: 'showErrors' }, { target: 'fetchingToken' }],
      },
    },
    fetchingToken: {
      entry: 'clearMessages',
      invoke: {
        id: 'suiteLogin',
        src: 'suiteLogin',
        input: ({ context }) => ({
          companyId: context.companyId,
          url: onPremiseUrl(context),
          username: context.fields.username,
          password: context.fields.password,
          captchaKey: context.captcha?.key ?? '',
          captchaVal: context.fields.captcha.trim(),
          suiteCompanyId: context.fields.suiteCompanyId.trim(),
          suitePoolId: context.fields.suitePoolId.trim(),
        }),
        onDone: { target: 'creatingIntegration', actions: 'keepToken' },
        onError: [
          { guard: 'refetchesCaptcha', target: 'fetchingCaptcha', actions: 'showLoginFailure' },
          { target: 'editing', actions: 'showLoginFailure' },
        ],
      },
    },
    creatingIntegration: {
      invoke: {
        id: 'addChannel',
        src: 'addChannel',
        input: ({ context }) => ({
          companyId: context.companyId,
          kind: 'suite',
          name: context.name.trim(),
          botId: context.botId,
          properties: suiteProperties(context, context.agentToken),
        }),
        onDone: { target: 'added', actions: ['keepAdded', 'notifySaved'] },
        onError: { target: 'fetchingCaptcha', actions: ['showAddFailure', 'forgetToken'] },
      },
    },
    added: { type: 'final' },
    loadingPools: {
      tags: 'loading',
      invoke: {
        id: 'loadSuitePools',
        src: 'loadSuitePools',
        input: ({ context }) => ({ channelId: context.channelId ?? '' }),
        onDone: { target: 'updatingIntegration', actions: 'setPools' },
        onError: { target: 'loadFailed', actions: 'showPoolsFailure' },
      },
    },
    updatingIntegration: {
      tags: 'editing',
      on: {
        POOL_CHOSEN: { guard: 'poolListed', actions: 'choosePool' },
        SUBMIT: [{ guard: 'noPoolChosen', actions: 'showPoolMissing' }, { target: 'savingHandover' }],
      },
    },
    savingHandover: {
      entry: 'clearMessages',
      invoke: {
        id: 'saveHandoverPool',
        src: 'saveHandoverPool',
        input: ({ context }) => ({ channelId: context.channelId ?? '', suiteHandoverPoolID: context.handoverPoolId }),
        onDone: { target: 'updatingIntegration', actions: ['showUpdated', 'notifySaved'] },
        onError: { target: 'updatingIntegration', actions: 'showHandoverFailure' },
      },
    },
  },
});
