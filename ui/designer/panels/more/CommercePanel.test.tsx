// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../services/contracts/designerData';
import { en, initTestI18n } from '../../../testing/i18n';
import { CommercePanel } from './CommercePanel';
import { choose, fill, moduleOf, renderPanel, selectButton } from '../panelTesting';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const t = (key: string, values?: Record<string, unknown>) => en(`panelsMore:commerce.${key}`, values);
const product = (id: string, name: string): Product => ({ id, price: '10', sale_price: null, size: null, image_url: '', name, retailer_id: id });
const data = {
  integrations: vi.fn(async () => [
    { _id: 'fb-1', name: 'Shop page', type: 'Commerce', properties: {} },
    { _id: 'fb-2', name: 'Outlet page', type: 'Commerce', properties: {} },
  ]),
  catalogs: vi.fn(async (_c: string, integrationId: string) =>
    integrationId === 'fb-1'
      ? [
          { id: 'cat-1', name: 'Summer' },
          { id: 'cat-2', name: 'Winter' },
        ]
      : [],
  ),
  products: vi.fn(async () => [product('shoe-1', 'Red shoe'), product('shoe-2', 'Blue shoe'), product('hat-1', 'Straw hat')]),
};
const complete = {
  integrationId: 'fb-1',
  catalogId: 'cat-1',
  bodyText: 'Our picks',
  footerText: 'Free shipping',
  headerText: 'Summer',
  action: '',
  payloads: [{ title: 'Shoes', type: 'DESIGN', products: [{ productRetailerId: 'shoe-1' }], productsInParameterForm: '' }],
};

describe('Commerce Manager panel', () => {
  it("shows 'COMMERCE MANAGER ACTION' and clears the catalog and sections when the integration or catalog changes", async () => {
    const panel = renderPanel(CommercePanel, moduleOf('COMMERCE', complete), { data });
    expect(screen.getByRole('heading', { name: 'COMMERCE MANAGER ACTION' })).toBeTruthy();
    await screen.findByRole('group', { name: t('sectionName', { number: 1 }) });
    await choose(panel.user, t('catalog'), 'Winter');
    expect(panel.module().settings).toMatchObject({ catalogId: 'cat-2', payloads: [] });
    await choose(panel.user, t('integration'), 'Outlet page');
    expect(panel.module().settings).toMatchObject({ integrationId: 'fb-2', catalogId: '', payloads: [] });
    expect(data.integrations).toHaveBeenCalledWith('company-1', 'Commerce');
  });

  it('builds a section from the product checklist with search, Select all and Unselect all', async () => {
    const panel = renderPanel(CommercePanel, moduleOf('COMMERCE', { ...complete, payloads: [] }), { data });
    await panel.user.click(await screen.findByRole('button', { name: t('addSection') }));
    const section = within(await screen.findByRole('group', { name: t('sectionName', { number: 1 }) }));
    await panel.user.type(section.getByRole('textbox', { name: t('sectionTitle') }), 'Shoes');
    await panel.user.type(section.getByRole('textbox', { name: t('searchProducts') }), 'shoe');
    expect(section.getAllByRole('checkbox')).toHaveLength(2);
    await panel.user.click(section.getByRole('button', { name: 'Select all' }));
    expect(panel.module().settings['payloads']).toEqual([
      { title: 'Shoes', type: 'DESIGN', products: [{ productRetailerId: 'shoe-1' }, { productRetailerId: 'shoe-2' }], productsInParameterForm: '' },
    ]);
    await panel.user.click(section.getByRole('button', { name: 'Unselect all' }));
    expect(section.getByText(t('errors.productsPerSection', { productsPerSection: 10 }))).toBeTruthy();
    await panel.user.click(section.getByRole('checkbox', { name: /Blue shoe/ }));
    expect((panel.module().settings['payloads'] as Array<{ products: unknown[] }>)[0]!.products).toEqual([{ productRetailerId: 'shoe-2' }]);
  });

  it('shows the rules of spec 5.3 with their messages', async () => {
    const panel = renderPanel(CommercePanel, moduleOf('COMMERCE', { ...complete, bodyText: '', footerText: '', headerText: '' }), { data });
    await screen.findByRole('group', { name: t('sectionName', { number: 1 }) });
    // One product: the body and header may stay empty, the footer may not.
    expect(screen.getByText(t('errors.footerRequired'))).toBeTruthy();
    expect(screen.queryByText(t('errors.bodyRequired'))).toBeNull();
    expect(screen.getByRole('textbox', { name: t('buttonText') }).getAttribute('placeholder')).toBe('View');
    const section = within(screen.getByRole('group', { name: t('sectionName', { number: 1 }) }));
    await panel.user.click(section.getByRole('checkbox', { name: /Straw hat/ }));
    expect(screen.getByText(t('errors.bodyRequired'))).toBeTruthy();
    expect(screen.getByText(t('errors.headerRequired'))).toBeTruthy();
    expect(screen.getByRole('textbox', { name: t('buttonText') }).getAttribute('placeholder')).toBe('View items');
    await fill(panel.user, screen.getByRole('textbox', { name: t('footerText') }), 'x'.repeat(60));
    expect(screen.getByText(t('errors.footerTooLong', { footerUnder: 60 }))).toBeTruthy();
    await fill(panel.user, screen.getByRole('textbox', { name: t('buttonText') }), 'x'.repeat(20));
    expect(screen.getByText(t('errors.buttonTooLong', { buttonUnder: 20 }))).toBeTruthy();
    await fill(panel.user, section.getByRole('textbox', { name: t('sectionTitle') }), 'x'.repeat(25));
    expect(section.getByText(t('errors.titleTooLong', { sectionTitle: 24 }))).toBeTruthy();
  });

  it('takes parameter-form product numbers and stops at 10 sections', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ title: `S${i}`, type: 'DESIGN', products: [{ productRetailerId: 'hat-1' }], productsInParameterForm: '' }));
    const panel = renderPanel(CommercePanel, moduleOf('COMMERCE', { ...complete, payloads: ten }), { data });
    const section = within(await screen.findByRole('group', { name: t('sectionName', { number: 1 }) }));
    expect(screen.getByRole('button', { name: t('addSection') }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('A maximum of 10 sections can be added')).toBeTruthy();
    await choose(panel.user, t('payloadType'), t('payloadTypes.PARAMETER'));
    const field = section.getByRole('textbox', { name: t('parameterProducts') });
    await fill(panel.user, field, '1001 1002');
    expect(section.getByText(t('errors.parameterProducts'))).toBeTruthy();
    await fill(panel.user, field, '#CART');
    expect(section.queryByText(t('errors.parameterProducts'))).toBeNull();
    expect((panel.module().settings['payloads'] as unknown[])[0]).toEqual({ title: 'S0', type: 'PARAMETER', products: [], productsInParameterForm: '#CART' });
  });

  it('writes the next and no-stock connections, and offers CONNECT COMMERCE MANAGER without an integration', async () => {
    const panel = renderPanel(CommercePanel, moduleOf('COMMERCE', complete), { data });
    await choose(panel.user, en('panelsMore:connection'), 'Thanks');
    await choose(panel.user, 'No Stock Connection', 'Sorry');
    expect(panel.module().connections).toEqual([{ id: 'thanks' }, { id: 'sorry', optionID: 'noStock' }]);
    cleanup();
    const empty = renderPanel(CommercePanel, moduleOf('COMMERCE', { integrationId: '', catalogId: '', payloads: [] }), { data: { integrations: async () => [] } });
    await empty.user.click(await screen.findByRole('button', { name: 'CONNECT COMMERCE MANAGER' }));
    expect(empty.leaveTo).toHaveBeenCalledWith('/company-profile?initial=INTEGRATIONS&id=company-1');
  });

  it('is read-only for a viewer', async () => {
    renderPanel(CommercePanel, moduleOf('COMMERCE', complete), { data, readOnly: true });
    const section = within(await screen.findByRole('group', { name: t('sectionName', { number: 1 }) }));
    for (const label of [t('integration'), t('catalog'), t('payloadType'), 'No Stock Connection']) expect(selectButton(label).hasAttribute('disabled')).toBe(true);
    expect(section.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('button', { name: t('addSection') }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('textbox', { name: t('footerText') }) as HTMLInputElement).disabled).toBe(true);
  });
});
