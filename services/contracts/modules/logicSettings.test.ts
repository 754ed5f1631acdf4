import { describe, expect, it } from 'vitest';
import type { ModuleType } from '../flow';
import { firstIssue, parsedAsStored, type SettingsCases } from './settingsCases';

const long = (n: number) => 'x'.repeat(n);

const cases: Partial<Record<ModuleType, SettingsCases>> = {
  CODESTATION: {
    valid: [
      { functionId: '', functionVersion: '', parameter: [] },
      {
        functionId: 'fn-1',
        functionVersion: '3',
        parameter: [
          { key: 'email', value: '#EMAIL' },
          { key: 'plan', value: 'pro' },
        ],
      },
    ],
    refused: [
      [
        'the same parameter key twice',
        {
          parameter: [
            { key: 'a', value: '1' },
            { key: 'a', value: '2' },
          ],
        },
        'parameter.1.key',
        'There cannot be more than one of the same parameter key',
      ],
      ['a parameter row without a value', { parameter: [{ key: 'a' }] }, 'parameter.0.value', 'Invalid input: expected string, received undefined'],
    ],
  },
  INTEGRATION: {
    valid: [
      {
        url: '',
        queryParams: [],
        requestMethod: 'POST',
        authOption: 'No Auth',
        authParams: {},
        bodySendOption: 'automatically',
        headers: [],
        responseReceiveOption: 'automatically',
        variables: {},
        serviceType: 'internal',
      },
      {
        url: 'https://shop.example.com/api/orders',
        requestMethod: 'GET',
        queryParams: [{ key: 'orderNumber', value: '#orderNumber' }],
        authOption: 'Bearer Token',
        authParams: { token: '', headerPrefix: 'Bearer' },
        headers: [{ key: 'Accept', value: 'application/json' }],
        bodySendOption: 'automatically',
        bodyOption: 'none',
        responseReceiveOption: 'automatically',
        responseFormat: 'json',
        variables: { orderStatus: 'Response.status', deliveryDate: 'Response.estimatedDelivery' },
        serviceType: 'external',
        integrationTimeout: 10,
        comment: "Replace the URL and token with your shop system's order API.",
      },
      { bodySendOption: 'manually', bodyOption: 'raw', bodyParameter: '{"email":"#EMAIL"}', bodyRawOption: 'JSON', integrationTimeout: 300, url: long(500), comment: long(2000) },
      {
        bodySendOption: 'manually',
        bodyOption: 'form-data',
        bodyParameter: [{ key: 'email', value: '#EMAIL' }],
        integrationTimeout: 3,
        headers: [{ key: 'X-Api_Key.v2!^+%&*-', value: 'k' }],
      },
    ],
    refused: [
      ['a URL over 500 characters', { url: long(501) }, 'url', 'The URL can be at most 500 characters.'],
      ['a comment over 2000 characters', { comment: long(2001) }, 'comment', 'The comment can be at most 2000 characters.'],
      ['a timeout under 3 seconds', { integrationTimeout: 2 }, 'integrationTimeout', 'The timeout must be a whole number of seconds from 3 to 300.'],
      ['a timeout over 300 seconds', { integrationTimeout: 301 }, 'integrationTimeout', 'The timeout must be a whole number of seconds from 3 to 300.'],
      ['a timeout stored as text', { integrationTimeout: '10' }, 'integrationTimeout', 'The timeout must be a whole number of seconds from 3 to 300.'],
      ['a header key with a space', { headers: [{ key: 'X Api', value: 'k' }] }, 'headers.0.key', 'Header keys can contain only letters, digits and _ . ! ^ + % & - *'],
      [
        'the same query parameter twice',
        {
          queryParams: [
            { key: 'q', value: '1' },
            { key: 'q', value: '2' },
          ],
        },
        'queryParams.1.key',
        'There cannot be more than one of the same parameter key',
      ],
      ['an unknown method', { requestMethod: 'FETCH' }, 'requestMethod', 'The method is GET, POST, PUT, PATCH or DELETE.'],
      ['an unknown authorization', { authOption: 'API Key' }, 'authOption', 'The authorization is No Auth, Bearer Token, Basic or OAuth2.'],
      ['a body that is a number', { bodyParameter: 42 }, 'bodyParameter', 'The body is a text or a list of key/value rows.'],
      ['a variable path that is not text', { variables: { status: 3 } }, 'variables.status', 'Invalid input: expected string, received number'],
    ],
  },
  LOGIC: {
    valid: [
      { payloads: [] },
      { payloads: [{ id: 'cond-urgent', ifCondition: '#service', ifOperator: 'EQUALS', ifTargets: ['Urgent'], conditionAction: 'urgent' }] },
      {
        logicTab: 'STANDARD',
        payloads: [{ id: 'c1', ifCondition: '', ifOperator: 'EQUALS', ifTargets: [], conditionAction: '' }],
        identifier: 'em',
        identificationParam: '#EMAIL',
      },
      {
        logicTab: 'PERSONALIZED',
        attributeConditions: [{ ifCondition: 'city', ifConditionName: 'City', ifOperator: 'IS_EMPTY', ifTargets: [] }],
        attributes: ['city'],
        eventConditions: [{ confirmation_page_view: [{ ifCondition: 'page', ifConditionName: 'Page', ifOperator: 'CONTAINS', ifTargets: ['thanks'] }] }],
        events: { start_date: 1735689600000, end_date: 1735775999999, wanted: [{ event_name: 'confirmation_page_view', params: ['page'] }] },
      },
    ],
    refused: [
      [
        'an unknown operator',
        { payloads: [{ id: 'c1', ifOperator: 'STARTS_WITH' }] },
        'payloads.0.ifOperator',
        'The operator is one of CONTAINS, EQUALS, NOT_EQUALS, LEN_GREATER, LEN_LESS, LEN_EQUALS, IS_EMPTY, GREATER_THAN, LESS_THAN.',
      ],
      ['a condition without an id', { payloads: [{ ifCondition: '#a' }] }, 'payloads.0.id', 'Invalid input: expected string, received undefined'],
      ['an end date before the start date', { events: { start_date: 2000, end_date: 1000, wanted: [] } }, 'events.end_date', 'The end date cannot be before the start date.'],
      ['an unknown tab', { logicTab: 'ADVANCED' }, 'logicTab', 'The logic tab is STANDARD or PERSONALIZED.'],
    ],
  },
  INPUT: {
    valid: [
      { inputType: 'Any' },
      { inputType: 'TEXT', param: 'appointmentDate', prompt: 'Which day suits you?', validator: '^(0[1-9]|[12]\\d|3[01])/(0[1-9]|1[0-2])/20\\d{2}$', validatorFlag: '' },
      { inputType: 'TEXT', param: 'email', validator: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', validatorFlag: 'i', errorMessage: 'That does not look like an e-mail address.' },
      { inputType: 'IDENTIFICATION', identifier: 'pn', param: '#PHONE', validatorFlag: 'imsu' },
    ],
    refused: [
      [
        'a validator that does not compile',
        { validator: '^(abc$', validatorFlag: '' },
        'validator',
        'This is not a valid regular expression with the chosen flags. Check its brackets, quantifiers and escapes.',
      ],
      ['a flag the spec does not offer', { validatorFlag: 'x' }, 'validatorFlag', 'The flags are some of i, g, m, s, u and y, each once.'],
      ['a flag twice', { validatorFlag: 'ii' }, 'validatorFlag', 'The flags are some of i, g, m, s, u and y, each once.'],
      ['an unknown input type', { inputType: 'NUMBER' }, 'inputType', 'The input type is Any, TEXT, IMAGE, FILE, AUDIO, VIDEO, LOCATION or IDENTIFICATION.'],
    ],
  },
  HANDOVER: {
    valid: [{ mode: 'internal' }, { mode: 'channel' }, { mode: 'contactCenter', contactCenterIntegrationId: 'int-1', departmentID: 'd-1', departmentName: 'Sales' }, {}],
    refused: [['a mode of format 1 (migrated before parsing)', { mode: 'INTERNAL' }, 'mode', 'The handover mode is channel, internal or contactCenter.']],
  },
};

describe.each(Object.entries(cases))('%s settings', (type, { valid, refused }) => {
  const moduleType = type as ModuleType;
  it.each(valid.map((settings) => [JSON.stringify(settings).slice(0, 80), settings] as const))('parse, kept as stored: %s', (_what, settings) => {
    expect(firstIssue(moduleType, settings)).toBeNull();
    expect(parsedAsStored(moduleType, settings)).toEqual(settings);
  });
  it.each(refused)('refuse %s', (_what, settings, field, message) => {
    expect(firstIssue(moduleType, settings)).toEqual({ field, message });
  });
});
