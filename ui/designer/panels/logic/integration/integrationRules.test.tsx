import { beforeAll, describe, expect, it } from 'vitest';
import { en, initTestI18n } from '../../../../testing/i18n';
import {
  authTypePatch,
  bodyTypePatch,
  commentError,
  headerKeyError,
  integrationOf,
  integrationTexts,
  receiveOptionPatch,
  sendOptionPatch,
  timeoutError,
  timeoutPatch,
  truncateLabel,
  urlError,
} from './integrationRules';

beforeAll(() => initTestI18n());
const text = (key: string, values?: Record<string, unknown>) => en(`panelsLogic:${key}`, values);

describe('integration-call rules (spec 03 sections 3.2, 4.2, 5.8, 9)', () => {
  it('reads the defaults: POST, No Auth, automatically, json, internal', () => {
    expect(integrationOf({})).toEqual({
      url: '',
      queryParams: [],
      requestMethod: 'POST',
      authOption: 'No Auth',
      authParams: {},
      bodySendOption: 'automatically',
      bodyOption: null,
      bodyParameter: [],
      bodyRawOption: null,
      headers: [],
      responseReceiveOption: 'automatically',
      responseFormat: 'json',
      variables: [],
      serviceType: 'internal',
      integrationTimeout: '',
      comment: '',
    });
    const stored = integrationOf({
      bodyOption: 'raw',
      bodyParameter: '{"a":1}',
      bodyRawOption: 'XML',
      variables: { total: 'order.total' },
      integrationTimeout: 30,
      authParams: { token: 't', other: 1 },
    });
    expect(stored).toMatchObject({
      bodyOption: 'raw',
      bodyParameter: '{"a":1}',
      bodyRawOption: 'XML',
      variables: [{ key: 'total', value: 'order.total' }],
      integrationTimeout: '30',
      authParams: { token: 't' },
    });
  });

  it('limits the URL to 500 characters', () => {
    expect(urlError('x'.repeat(500))).toBeNull();
    expect(urlError('x'.repeat(501))).toEqual({ key: integrationTexts.urlTooLong, values: { max: 500 } });
    expect(text(integrationTexts.urlTooLong, { max: 500 })).toBe('The URL can be at most 500 characters.');
  });

  it('limits the comment to 2000 characters', () => {
    expect(commentError('x'.repeat(2000))).toBeNull();
    expect(commentError('x'.repeat(2001))).toEqual({ key: integrationTexts.commentTooLong, values: { max: 2000 } });
    expect(text(integrationTexts.commentTooLong, { max: 2000 })).toBe('The comment can be at most 2000 characters.');
  });

  it('takes a timeout of 3 to 300 whole seconds, or none', () => {
    for (const ok of ['', '3', '300', ' 45 ']) expect(timeoutError(ok), ok).toBeNull();
    for (const bad of ['2', '301', '4.5', 'ten', '-5']) expect(timeoutError(bad), bad).toEqual({ key: integrationTexts.timeout, values: { min: 3, max: 300 } });
    expect(text(integrationTexts.timeout, { min: 3, max: 300 })).toBe('The timeout must be a whole number of seconds from 3 to 300.');
    expect(timeoutPatch('45')).toEqual({ integrationTimeout: 45 });
    expect(timeoutPatch('')).toEqual({ integrationTimeout: undefined });
  });

  it('allows header keys of letters, digits and _ . ! ^ + % & - * only', () => {
    expect(headerKeyError('X-Api_Key.v2!^+%&*')).toBeNull();
    for (const bad of ['Content Type', 'a:b', 'ş', 'a/b', '']) expect(headerKeyError(bad), bad).toEqual({ key: integrationTexts.headerKey });
    expect(text(integrationTexts.headerKey)).toBe('Header keys can contain only letters, digits and _ . ! ^ + % & - *');
  });

  it('clears the auth params when the auth type changes', () => {
    expect(authTypePatch('Basic')).toEqual({ authOption: 'Basic', authParams: {} });
  });

  it('clears the body option when the send option changes', () => {
    expect(sendOptionPatch('manually')).toEqual({ bodySendOption: 'manually', bodyOption: undefined, bodyParameter: undefined, bodyRawOption: undefined });
  });

  it('resets the body and the raw type when the body type changes', () => {
    expect(bodyTypePatch('raw')).toEqual({ bodyOption: 'raw', bodyParameter: '', bodyRawOption: 'JSON' });
    expect(bodyTypePatch('form-data')).toEqual({ bodyOption: 'form-data', bodyParameter: [], bodyRawOption: undefined });
    expect(bodyTypePatch('none')).toEqual({ bodyOption: 'none', bodyParameter: undefined, bodyRawOption: undefined });
  });

  it('clears the variables when the receive option changes', () => {
    expect(receiveOptionPatch('manually')).toEqual({ responseReceiveOption: 'manually', variables: {} });
  });

  it('truncates labels at 30 characters (29 and an ellipsis)', () => {
    expect(truncateLabel('x'.repeat(30))).toBe('x'.repeat(30));
    expect(truncateLabel('x'.repeat(31))).toBe(`${'x'.repeat(29)}…`);
  });
});
