// @vitest-environment jsdom
import '../../../../testing/dom';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en, initTestI18n } from '../../../../testing/i18n';
import { moduleOf, renderPanel } from '../panelHarness';
import { IntegrationPanel } from './IntegrationPanel';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const t = (key: string, values?: Record<string, unknown>) => en(`panelsLogic:${key}`, values);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const pick = async (name: string, option: string) => {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(name) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));
const defaults = {
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
};

describe('Integration call panel', () => {
  it('shows POST and internal by default, stores the method, service, URL (max 500) and timeout (3-300 s), and truncates the summary at 30 characters', async () => {
    const { module } = renderPanel(IntegrationPanel, moduleOf('INTEGRATION', defaults));
    expect(screen.getByRole('button', { name: new RegExp(t('integration.method')) }).textContent).toContain('POST');
    await pick(t('integration.method'), 'GET');
    await pick(t('integration.service'), t('integration.serviceType.external'));
    fireEvent.change(field(t('integration.url')), { target: { value: 'https://api.example.com/orders/status' } });
    expect(module().settings).toMatchObject({ requestMethod: 'GET', serviceType: 'external', url: 'https://api.example.com/orders/status' });
    expect(screen.getByText('GET https://api.example.com/o…')).toBeTruthy();

    fireEvent.change(field(t('integration.url')), { target: { value: `https://a.example/${'x'.repeat(490)}` } });
    expect(screen.getByText(t('integration.errors.urlTooLong', { max: 500 }))).toBeTruthy();
    expect(module().settings['url']).toBe('https://api.example.com/orders/status');

    fireEvent.change(field(t('integration.timeout')), { target: { value: '2' } });
    expect(screen.getByText(t('integration.errors.timeout', { min: 3, max: 300 }))).toBeTruthy();
    expect(module().settings['integrationTimeout']).toBeUndefined();
    fireEvent.change(field(t('integration.timeout')), { target: { value: '30' } });
    expect(module().settings['integrationTimeout']).toBe(30);
  });

  it('stores query params and refuses header keys with other characters', async () => {
    const { module } = renderPanel(IntegrationPanel, moduleOf('INTEGRATION', defaults));
    const params = within(screen.getByRole('tabpanel', { name: t('integration.tab.params') }));
    await userEvent.type(params.getByLabelText(t('keyValue.key')), 'page');
    await userEvent.type(params.getByLabelText(t('keyValue.value')), '1');
    await userEvent.click(params.getByRole('button', { name: t('keyValue.add') }));
    expect(module().settings['queryParams']).toEqual([{ key: 'page', value: '1' }]);

    await tab(t('integration.tab.headers'));
    const headers = within(screen.getByRole('tabpanel', { name: t('integration.tab.headers') }));
    await userEvent.type(headers.getByLabelText(t('keyValue.key')), 'X Api');
    await userEvent.type(headers.getByLabelText(t('keyValue.value')), 'k');
    expect(headers.getByText('Header keys can contain only letters, digits and _ . ! ^ + % & - *')).toBeTruthy();
    expect(headers.getByRole('button', { name: t('keyValue.add') }).hasAttribute('disabled')).toBe(true);
    await userEvent.clear(headers.getByLabelText(t('keyValue.key')));
    await userEvent.type(headers.getByLabelText(t('keyValue.key')), 'X-Api');
    await userEvent.click(headers.getByRole('button', { name: t('keyValue.add') }));
    expect(module().settings['headers']).toEqual([{ key: 'X-Api', value: 'k' }]);
  });

  it('asks for the fields of the auth type and clears them when the type changes', async () => {
    const { module } = renderPanel(IntegrationPanel, moduleOf('INTEGRATION', defaults));
    await tab(t('integration.tab.authorization'));
    await pick(t('integration.authType'), t('integration.auth.Basic'));
    fireEvent.change(field(t('integration.authParam.username')), { target: { value: 'ada' } });
    fireEvent.change(field(t('integration.authParam.password')), { target: { value: 'secret' } });
    expect(module().settings).toMatchObject({ authOption: 'Basic', authParams: { username: 'ada', password: 'secret' } });
    await pick(t('integration.authType'), t('integration.auth.OAuth2'));
    expect(module().settings).toMatchObject({ authOption: 'OAuth2', authParams: {} });
    expect(field(t('integration.authParam.accessToken')).value).toBe('');
    expect(screen.getByLabelText(t('integration.authParam.headerPrefix'))).toBeTruthy();
  });

  it('offers body types when sent manually, resets the body on a type change and clears it on a send option change', async () => {
    const { module } = renderPanel(IntegrationPanel, moduleOf('INTEGRATION', defaults));
    await tab(t('integration.tab.body'));
    expect(screen.queryByRole('radio', { name: 'raw' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: t('integration.mode.manually') }));
    expect(screen.getAllByRole('radiogroup')[1]?.textContent).toContain('x-www-form-urlencoded');
    await userEvent.click(screen.getByRole('radio', { name: 'raw' }));
    expect(module().settings).toMatchObject({ bodyOption: 'raw', bodyParameter: '', bodyRawOption: 'JSON' });
    fireEvent.change(screen.getByLabelText(t('integration.rawBody')), { target: { value: '{"id":"#NAME"}' } });
    await pick(t('integration.rawType'), 'XML');
    expect(module().settings).toMatchObject({ bodyParameter: '{"id":"#NAME"}', bodyRawOption: 'XML' });

    await userEvent.click(screen.getByRole('radio', { name: 'form-data' }));
    expect(module().settings).toMatchObject({ bodyOption: 'form-data', bodyParameter: [] });
    expect(module().settings['bodyRawOption']).toBeUndefined();

    await userEvent.click(screen.getByRole('radio', { name: t('integration.mode.automatically') }));
    expect(module().settings['bodySendOption']).toBe('automatically');
    expect(module().settings).not.toHaveProperty('bodyOption');
    expect(module().settings).not.toHaveProperty('bodyParameter');
  });

  it('keeps variables (name → Parent.Target) when received manually and clears them when the option changes', async () => {
    const { module } = renderPanel(IntegrationPanel, moduleOf('INTEGRATION', defaults));
    await tab(t('integration.tab.response'));
    await pick(t('integration.responseFormat'), 'xml');
    await userEvent.click(screen.getByRole('radio', { name: t('integration.mode.manually') }));
    await userEvent.type(screen.getByLabelText(t('integration.variableName')), 'total');
    await userEvent.type(screen.getByLabelText(t('integration.variablePath')), 'order.total');
    await userEvent.click(screen.getByRole('button', { name: t('keyValue.add') }));
    expect(module().settings).toMatchObject({ responseFormat: 'xml', responseReceiveOption: 'manually', variables: { total: 'order.total' } });
    await userEvent.click(screen.getByRole('radio', { name: t('integration.mode.automatically') }));
    expect(module().settings).toMatchObject({ responseReceiveOption: 'automatically', variables: {} });
  });

  it('limits the comment to 2000 characters and stores the connection', async () => {
    const { module } = renderPanel(IntegrationPanel, moduleOf('INTEGRATION', defaults));
    fireEvent.change(screen.getByLabelText(t('integration.comment')), { target: { value: 'Checks the order' } });
    fireEvent.change(screen.getByLabelText(t('integration.comment')), { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText(t('integration.errors.commentTooLong', { max: 2000 }))).toBeTruthy();
    expect(module().settings['comment']).toBe('Checks the order');
    await pick(t('connection'), 'Thanks');
    expect(module().connections).toEqual([{ id: 'thanks' }]);
  });

  it('changes nothing when read-only', async () => {
    renderPanel(IntegrationPanel, moduleOf('INTEGRATION', { ...defaults, bodySendOption: 'manually', bodyOption: 'raw' }), { readOnly: true });
    expect(field(t('integration.url')).disabled).toBe(true);
    expect(field(t('integration.timeout')).disabled).toBe(true);
    expect(screen.getByRole('button', { name: new RegExp(t('integration.method')) }).hasAttribute('disabled')).toBe(true);
    await tab(t('integration.tab.body'));
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    expect((screen.getByLabelText(t('integration.rawBody')) as HTMLTextAreaElement).disabled).toBe(true);
  });
});
