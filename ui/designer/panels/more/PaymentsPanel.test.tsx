// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Integration } from '../../../../services/contracts/designerData';
import { en, initTestI18n } from '../../../testing/i18n';
import { choose, moduleOf, renderPanel, selectButton } from '../panelTesting';
import { PaymentsPanel } from './PaymentsPanel';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const t = (key: string) => en(`panelsMore:payments.${key}`);
const integrationsByType: Record<string, Integration[]> = {
  WHATSAPP_PAYMENT: [{ _id: 'wa-1', name: 'WhatsApp Pay TR', type: 'WHATSAPP_PAYMENT', properties: {} }],
  CRAFTGATE: [{ _id: 'cg-1', name: 'Craftgate live', type: 'CRAFTGATE', properties: {} }],
};

describe('Payments panel', () => {
  it("shows 'PAYMENTS ACTION', the type's integrations and WhatsApp's fields, and writes the succeed and failed next actions", async () => {
    const integrations = vi.fn(async (_c: string, type?: string) => integrationsByType[type ?? ''] ?? []);
    const panel = renderPanel(PaymentsPanel, moduleOf('PAYMENTS', { paymentType: 'WHATSAPP_PAYMENT', payloads: { currency: 'TRY' } }), { data: { integrations } });
    expect(screen.getByRole('heading', { name: 'PAYMENTS ACTION' })).toBeTruthy();
    await choose(panel.user, t('integrations'), 'WhatsApp Pay TR');
    expect(integrations).toHaveBeenCalledWith('company-1', 'WHATSAPP_PAYMENT');
    expect(screen.queryByText(t('totalAmount'))).toBeNull();
    await choose(panel.user, 'Payment Succeed', 'Thanks');
    await choose(panel.user, 'Payment Failed', 'Sorry');
    expect(panel.module().connections).toEqual([
      { id: 'thanks', optionID: 'paymentSucceed' },
      { id: 'sorry', optionID: 'paymentFailed' },
    ]);
    expect(panel.module().settings).toMatchObject({ integrationId: 'wa-1', payloads: { currency: 'TRY' }, tags: 'notes kept' });
  });

  it('clears the payloads when the payment type changes and offers Craftgate total amount and language', async () => {
    const panel = renderPanel(PaymentsPanel, moduleOf('PAYMENTS', { paymentType: 'WHATSAPP_PAYMENT', integrationId: 'wa-1', payloads: { currency: 'TRY' } }), {
      data: { integrations: async (_c, type) => integrationsByType[type ?? ''] ?? [] },
    });
    await choose(panel.user, t('type'), 'Craftgate');
    expect(panel.module().settings).toMatchObject({ paymentType: 'CRAFTGATE', payloads: {}, integrationId: '' });
    await panel.user.type(screen.getByRole('textbox', { name: t('totalAmount') }), '0');
    expect(screen.getByText(t('errors.totalAmount'))).toBeTruthy();
    await panel.user.clear(screen.getByRole('textbox', { name: t('totalAmount') }));
    await panel.user.type(screen.getByRole('textbox', { name: t('totalAmount') }), '149.90');
    await choose(panel.user, t('language'), 'English');
    await choose(panel.user, t('currency'), 'EUR');
    expect(panel.module().settings['payloads']).toEqual({ totalAmount: '149.90', language: 'EN', currency: 'EUR' });
    await panel.user.type(screen.getByRole('textbox', { name: t('expiration') }), '0');
    expect(screen.getByText(t('errors.expiration'))).toBeTruthy();
    await panel.user.type(screen.getByRole('textbox', { name: t('expiration') }), '600');
    expect(panel.module().settings['expiration']).toBe(600);
  });

  it("offers 'CONNECT INTEGRATION' when the company has no payment integration", async () => {
    const panel = renderPanel(PaymentsPanel, moduleOf('PAYMENTS', { paymentType: 'CRAFTGATE', payloads: {} }), { data: { integrations: async () => [] } });
    await panel.user.click(await screen.findByRole('button', { name: 'CONNECT INTEGRATION' }));
    expect(panel.leaveTo).toHaveBeenCalledWith('/company-profile?initial=INTEGRATIONS&id=company-1');
  });

  it('is read-only for a viewer', async () => {
    renderPanel(PaymentsPanel, moduleOf('PAYMENTS', { paymentType: 'CRAFTGATE', payloads: {} }), { data: { integrations: async () => [] }, readOnly: true });
    expect((await screen.findByRole('button', { name: 'CONNECT INTEGRATION' })).hasAttribute('disabled')).toBe(true);
    for (const label of [t('type'), t('currency'), 'Payment Succeed', 'Payment Failed']) expect(selectButton(label).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('textbox', { name: t('expiration') }) as HTMLInputElement).disabled).toBe(true);
  });
});
