// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Integration } from '../../../../services/contracts/designerData';
import { en, initTestI18n } from '../../../testing/i18n';
import { EcommercePanel } from './EcommercePanel';
import { choose, fill, moduleOf, optionsOf, renderPanel, selectButton } from '../panelTesting';
import { PaymentPanel } from './PaymentPanel';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const integration = (_id: string, type: string): Integration => ({ _id, name: `${type} account`, type, properties: {} });
const integrations = async () => [
  integration('i1', 'STRIPE'),
  integration('i2', 'PAYTR'),
  integration('i3', 'SHOPIFY'),
  integration('i4', 'IDEASOFT'),
  integration('i5', 'GENESYS'),
];

describe('Payment panel (older gateway module)', () => {
  const t = (key: string) => en(`panelsMore:payment.${key}`);

  it('offers the payment gateways only and sets the gateway type from the chosen one', async () => {
    const panel = renderPanel(PaymentPanel, moduleOf('PAYMENT', {}), { data: { integrations } });
    expect(await optionsOf(panel.user, t('gateway'))).toEqual(['STRIPE account', 'PAYTR account']);
    await choose(panel.user, t('gateway'), 'PAYTR account');
    expect(panel.module().settings).toMatchObject({ gateway: 'i2', gatewayType: 'PAYTR' });
    expect((screen.getByRole('textbox', { name: t('gatewayType') }) as HTMLInputElement).value).toBe('PAYTR');
  });

  it('stores the selection type (CARD for web chat only), currency and the order fields', async () => {
    const panel = renderPanel(PaymentPanel, moduleOf('PAYMENT', {}), { data: { integrations } });
    expect(await optionsOf(panel.user, t('selectionType'))).toEqual(['Card (web chat only)', 'List']);
    await choose(panel.user, t('selectionType'), 'List');
    await choose(panel.user, t('currency'), 'USD');
    for (const field of ['branch', 'productName', 'companyName', 'productDescription', 'productImage', 'orderNumber']) {
      await fill(panel.user, screen.getByRole('textbox', { name: t(field) }), `${field} value`);
    }
    expect(panel.module().settings).toMatchObject({
      selectionType: 'LIST',
      currency: 'USD',
      branch: 'branch value',
      orderNumber: 'orderNumber value',
      productImage: 'productImage value',
    });
  });

  it('divides a typed amount by 100 when it is a number, and keeps a parameter', async () => {
    const panel = renderPanel(PaymentPanel, moduleOf('PAYMENT', {}), { data: { integrations } });
    const amount = screen.getByRole('textbox', { name: t('amount') });
    await fill(panel.user, amount, '1250');
    expect(panel.module().settings['amount']).toBe(12.5);
    expect((amount as HTMLInputElement).value).toBe('1250');
    await fill(panel.user, amount, '#AMOUNT');
    expect(panel.module().settings['amount']).toBe('#AMOUNT');
  });

  it('offers CONNECT INTEGRATION without a gateway, and is read-only for a viewer', async () => {
    const panel = renderPanel(PaymentPanel, moduleOf('PAYMENT', {}), { data: { integrations: async () => [integration('x', 'GENESYS')] } });
    await panel.user.click(await screen.findByRole('button', { name: 'CONNECT INTEGRATION' }));
    expect(panel.leaveTo).toHaveBeenCalledWith('/company-profile?initial=INTEGRATIONS&id=company-1');
    cleanup();
    renderPanel(PaymentPanel, moduleOf('PAYMENT', {}), { data: { integrations }, readOnly: true });
    await screen.findAllByText(t('gateway'));
    expect(selectButton(t('gateway')).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('textbox', { name: t('amount') }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('E-Commerce panel', () => {
  const t = (key: string) => en(`panelsMore:ecommerce.${key}`);

  it('offers the store platforms, the 12 action types, the product id and the connection', async () => {
    const panel = renderPanel(EcommercePanel, moduleOf('ECOMMERCE', { language: 'EN', gateway: '', action: '' }), { data: { integrations } });
    expect(await optionsOf(panel.user, t('gateway'))).toEqual(['SHOPIFY account', 'IDEASOFT account']);
    await choose(panel.user, t('gateway'), 'IDEASOFT account');
    await choose(panel.user, t('language'), 'Turkish');
    const actions = screen.getByRole('radiogroup', { name: t('action') });
    expect(actions.querySelectorAll('button')).toHaveLength(12);
    await panel.user.click(screen.getByRole('radio', { name: t('actions.ADD_TO_CART') }));
    await fill(panel.user, screen.getByRole('textbox', { name: t('productId') }), '#PRODUCT_ID');
    await choose(panel.user, en('panelsMore:connection'), 'Thanks');
    expect(panel.module().settings).toMatchObject({ gateway: 'i4', language: 'TR', action: 'ADD_TO_CART', productId: '#PRODUCT_ID' });
    expect(panel.module().connections).toEqual([{ id: 'thanks' }]);
  });

  it('is read-only for a viewer', async () => {
    renderPanel(EcommercePanel, moduleOf('ECOMMERCE', { language: 'EN', gateway: 'i3', action: 'CLEAR_CART' }), { data: { integrations }, readOnly: true });
    await screen.findAllByText(t('gateway'));
    expect(screen.getAllByRole('radio').every((b) => b.hasAttribute('disabled'))).toBe(true);
    expect(selectButton(t('language')).hasAttribute('disabled')).toBe(true);
  });
});
