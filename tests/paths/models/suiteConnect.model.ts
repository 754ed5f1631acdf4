import type { SuiteConnectContext } from '../../../machines/channels/forms/suiteConnect.machine';
import { suiteConnectMachine } from '../../../machines/channels/forms/suiteConnect.machine';
import { onPremiseUrl, urlError } from '../../../machines/channels/forms/suiteConnectRules';
import { suiteMessages } from '../../../services/contracts/channels/suite';
import { serializeWith, type CatalogueEntry } from '../model';
import { assistants, createInput, updateInput } from './channelForms';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const suiteCloudUrl = 'https://cloud.suite.example';
export const suiteOnPremiseUrl = 'https://suite.example.org';
export const suiteToken = 'SUT.selin.agent.token';
export const suitePools = [
  { id: 'P-2001', name: 'Customer support' },
  { id: 'P-2002', name: 'Sales' },
];

/** The suite channel the update scenarios open, as the server reads it (its agent token masked). */
const channelRead = done('loadChannel', {
  id: 'ch1',
  name: 'Desk',
  kind: 'suite',
  botId: 'b1',
  properties: { suiteCompanyId: 'SC-1001', suitePoolId: 'P-2001', suiteAgentToken: '********', suiteType: 'SuiteCloud' },
});

const captchaFrom = (url: string) => ({ key: 'key-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', url });

/** The values a person types on create: the right ones for the sandbox's selin.agent (the captcha's text last: a new captcha clears it). */
export const suiteRightValues = { username: ' selin.agent ', password: 'Suite-Pass-1', suiteCompanyId: 'SC-1001', suitePoolId: 'P-2001', captcha: 'AB3CD' };

const filling = (values: Partial<typeof suiteRightValues> = {}) => [
  { type: 'NAME_CHANGED', value: 'Desk' },
  { type: 'ASSISTANT_CHOSEN', botId: 'b1' },
  ...Object.entries({ ...suiteRightValues, ...values }).map(([field, value]) => ({ type: 'FIELD_CHANGED', field, value })),
  { type: 'SUBMIT' },
];

const start = (url: string) => [done('loadAssistants', assistants), done('fetchCaptcha', captchaFrom(url))];

/** A login the suite refuses because of what was typed (spec 02 section 8): the text, and a new captcha. */
const refusedLogin = (name: string, values: Partial<typeof suiteRightValues>, status: number) => ({
  name,
  input: createInput,
  events: [...start(suiteCloudUrl), ...filling(values), failed('suiteLogin', httpFailure(status))],
});

const captchaFailures = [failed('fetchCaptcha', httpFailure(404)), failed('fetchCaptcha', httpFailure(403)), failed('fetchCaptcha', networkFailure)];

/**
 * How many of the create form's values are filled: with the mode, the captcha shown and the
 * call's outcome, what tells two states apart (the texts shown are checked on each step).
 */
const filled = (c: SuiteConnectContext) => [c.name.trim(), c.botId, ...Object.values(c.fields)].filter((v) => v !== '').length;

export const suiteConnectModel: CatalogueEntry = {
  machine: suiteConnectMachine,
  appActions: ['notifySaved'],
  scenarios: [
    {
      name: 'connect the cloud suite',
      input: createInput,
      events: [
        ...start(suiteCloudUrl),
        ...filling(),
        { type: 'NAME_CHANGED', value: '' },
        { type: 'CAPTCHA_REFRESHED' },
        done('suiteLogin', { suiteAgentToken: suiteToken }),
        done('addChannel', { channel: { id: 'ch7', name: 'Desk' } }),
      ],
    },
    refusedLogin('a wrong password', { password: 'Wrong-Pass-9' }, 401),
    refusedLogin('a pool already integrated', { suitePoolId: 'P-2002' }, 402),
    refusedLogin('a wrong captcha', { captcha: 'ZZZZZ' }, 403),
    refusedLogin('a dormant account', { username: 'old.agent', password: 'Suite-Pass-3' }, 405),
    {
      name: 'connect an on-premise suite',
      input: createInput,
      events: [
        ...start(suiteOnPremiseUrl),
        { type: 'SUITE_TYPE_CHOSEN', suiteType: 'SuiteOnPrem' },
        { type: 'SUITE_TYPE_CHOSEN', suiteType: 'SuiteCloud' },
        { type: 'FIELD_CHANGED', field: 'url', value: 'suite.example.org/' },
        { type: 'FIELD_CHANGED', field: 'url', value: ' suite.example.org ' },
        { type: 'URL_LEFT' },
        { type: 'CAPTCHA_REFRESHED' },
        ...filling(),
        done('suiteLogin', { suiteAgentToken: suiteToken }),
        done('addChannel', { channel: { id: 'ch8', name: 'Desk' } }),
      ],
    },
    {
      name: 'the suite or the console fails',
      input: createInput,
      events: [
        { type: 'RETRY' },
        failed('loadAssistants', networkFailure),
        ...start(suiteCloudUrl),
        failed('fetchCaptcha', httpFailure(500)),
        ...captchaFailures,
        ...filling(),
        { type: 'CAPTCHA_REFRESHED' },
        ...[404, 500, 400].map((status) => failed('suiteLogin', httpFailure(status))),
        failed('suiteLogin', networkFailure),
        done('suiteLogin', { suiteAgentToken: suiteToken }),
        // The suite refuses to register the channel's webhook: the server refuses the add (BAD_USER_INPUT) with the spec text.
        failed('addChannel', httpFailure(400, { message: suiteMessages.noSuiteAccount })),
      ],
    },
    {
      name: 'choose the handover pool',
      input: updateInput,
      events: [
        channelRead,
        done('loadSuitePools', suitePools),
        { type: 'SUBMIT' },
        { type: 'POOL_CHOSEN', poolId: 'P-2002' },
        { type: 'POOL_CHOSEN', poolId: 'P-9999' },
        done('saveHandoverPool', { suiteHandoverPoolID: 'P-2002' }),
      ],
    },
    {
      name: 'the suite takes the handover pool away',
      input: updateInput,
      events: [
        channelRead,
        done('loadSuitePools', suitePools),
        { type: 'POOL_CHOSEN', poolId: 'P-2002' },
        { type: 'SUBMIT' },
        failed('saveHandoverPool', httpFailure(400, { message: suiteMessages.targetNotFound })),
      ],
    },
    {
      name: 'the suite fails the pools, then the person loses the company',
      input: updateInput,
      events: [channelRead, failed('loadSuitePools', httpFailure(400, { message: suiteMessages.targetNotFound })), { type: 'RETRY' }, failed('loadChannel', httpFailure(406))],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as SuiteConnectContext;
    return [
      c.mode,
      c.suiteType,
      filled(c),
      urlError(c) === null,
      c.assistants.length,
      c.notice !== null,
      c.captcha === null ? 'none' : c.captcha.url === (c.suiteType === 'SuiteCloud' ? suiteCloudUrl : onPremiseUrl(c)) ? 'current' : 'other',
      c.agentToken !== '',
      c.pools.length,
      c.handoverPoolId,
      c.added?.channel.id,
    ];
  }),
};
