import type { SuiteConnectContext } from '../../../machines/channels/forms/suiteConnect.machine';
import { suiteConnectMachine } from '../../../machines/channels/forms/suiteConnect.machine';
import { onPremiseUrl, urlError } from '../../../machines/channels/forms/suiteConnectRules';
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

const captchaFrom = (url: string) => ({ key: 'key-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', url });

/** Everything a person fills in on create (the captcha's text last: a new captcha clears it). */
const filling = [
  { type: 'NAME_CHANGED', value: 'Desk' },
  { type: 'NAME_CHANGED', value: '' },
  { type: 'ASSISTANT_CHOSEN', botId: 'b1' },
  { type: 'FIELD_CHANGED', field: 'username', value: ' selin.agent ' },
  { type: 'FIELD_CHANGED', field: 'password', value: 'Suite-Pass-1' },
  { type: 'FIELD_CHANGED', field: 'suiteCompanyId', value: 'SC-1001' },
  { type: 'FIELD_CHANGED', field: 'suitePoolId', value: 'P-2001' },
  { type: 'FIELD_CHANGED', field: 'captcha', value: 'AB3CD' },
  { type: 'SUBMIT' },
  { type: 'CAPTCHA_REFRESHED' },
];

/** Every answer of the login (spec 02 section 8), then the add. */
const loginAndAdd = [
  done('suiteLogin', { suiteAgentToken: suiteToken }),
  ...[401, 402, 403, 405, 404, 500, 400].map((status) => failed('suiteLogin', httpFailure(status))),
  failed('suiteLogin', networkFailure),
  done('addChannel', { channel: { id: 'ch7', name: 'Desk' } }),
  failed('addChannel', httpFailure(500)),
];

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
        { type: 'RETRY' },
        done('loadAssistants', assistants),
        failed('loadAssistants', networkFailure),
        done('fetchCaptcha', captchaFrom(suiteCloudUrl)),
        failed('fetchCaptcha', httpFailure(500)),
        ...captchaFailures,
        { type: 'SUITE_TYPE_CHOSEN', suiteType: 'SuiteCloud' },
        ...filling,
        ...loginAndAdd,
      ],
    },
    {
      name: 'connect an on-premise suite',
      input: createInput,
      events: [
        done('loadAssistants', assistants),
        done('fetchCaptcha', captchaFrom(suiteOnPremiseUrl)),
        { type: 'SUITE_TYPE_CHOSEN', suiteType: 'SuiteOnPrem' },
        { type: 'FIELD_CHANGED', field: 'url', value: 'suite.example.org/' },
        { type: 'FIELD_CHANGED', field: 'url', value: ' suite.example.org ' },
        { type: 'URL_LEFT' },
        { type: 'CAPTCHA_REFRESHED' },
        ...filling.slice(2, 9),
        { type: 'NAME_CHANGED', value: 'Desk' },
        done('suiteLogin', { suiteAgentToken: suiteToken }),
        failed('suiteLogin', httpFailure(403)),
        done('addChannel', { channel: { id: 'ch8', name: 'Desk' } }),
      ],
    },
    {
      name: 'choose the handover pool',
      input: updateInput,
      events: [
        { type: 'RETRY' },
        done('loadChannel', {
          id: 'ch1',
          name: 'Desk',
          kind: 'suite',
          botId: 'b1',
          properties: { suiteCompanyId: 'SC-1001', suitePoolId: 'P-2001', suiteAgentToken: '********', suiteType: 'SuiteCloud' },
        }),
        failed('loadChannel', httpFailure(406)),
        done('loadSuitePools', suitePools),
        failed('loadSuitePools', httpFailure(400)),
        { type: 'SUBMIT' },
        { type: 'POOL_CHOSEN', poolId: 'P-2002' },
        { type: 'POOL_CHOSEN', poolId: 'P-9999' },
        done('saveHandoverPool', { suiteHandoverPoolID: 'P-2002' }),
        failed('saveHandoverPool', httpFailure(400)),
        failed('saveHandoverPool', httpFailure(500)),
      ],
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
