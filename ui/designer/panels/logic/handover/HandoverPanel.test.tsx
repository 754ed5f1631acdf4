// @vitest-environment jsdom
import '../../../../testing/dom';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Integration } from '../../../../../services/contracts/designerData';
import { en, initTestI18n } from '../../../../testing/i18n';
import { moduleOf, renderPanel } from '../panelHarness';
import { HandoverPanel } from './HandoverPanel';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const t = (key: string) => en(`panelsLogic:${key}`);
const pick = async (name: string, option: string) => {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(name) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const byType: Record<string, Integration[]> = {
  GENESYS: [{ _id: 'g1', name: 'Genesys EU', type: 'GENESYS', properties: {} }],
  GENERIC: [{ _id: 'w1', name: 'Webhook desk', type: 'GENERIC', properties: {} }],
};
const departmentsOf: Record<string, Array<{ id: string; name: string }>> = {
  g1: [
    { id: 'd1', name: 'Sales' },
    { id: 'd2', name: 'Support' },
  ],
  w1: [{ id: 'd9', name: 'Billing' }],
};
const data = () => ({
  integrations: vi.fn((_c: string, type?: string) => Promise.resolve(byType[type ?? ''] ?? [])),
  departments: vi.fn((_c: string, integrationId: string) => Promise.resolve(departmentsOf[integrationId] ?? [])),
});

describe('Forward To Human panel', () => {
  it('offers the three modes and loads nothing outside contact center mode', async () => {
    const fakes = data();
    const { module } = renderPanel(HandoverPanel, moduleOf('HANDOVER', { mode: 'internal' }), { data: fakes });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      t('handover.modes.channel'),
      t('handover.modes.internal'),
      t('handover.modes.contactCenter'),
    ]);
    await userEvent.click(screen.getByRole('radio', { name: t('handover.modes.channel') }));
    expect(module().settings['mode']).toBe('channel');
    expect(fakes.integrations).not.toHaveBeenCalled();
  });

  it('loads the contact center integrations, then the departments of the one chosen, and resets the department when it changes', async () => {
    const fakes = data();
    const { module } = renderPanel(HandoverPanel, moduleOf('HANDOVER', { mode: 'internal' }), { data: fakes });
    await userEvent.click(screen.getByRole('radio', { name: t('handover.modes.contactCenter') }));
    expect(module().settings['mode']).toBe('contactCenter');
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(t('handover.integration')) }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Genesys EU (GENESYS)', 'Webhook desk (GENERIC)']);
    await userEvent.click(screen.getByRole('option', { name: 'Genesys EU (GENESYS)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(t('handover.department')) }).hasAttribute('disabled')).toBe(false));
    await pick(t('handover.department'), 'Support');
    expect(module().settings).toMatchObject({ contactCenterIntegrationId: 'g1', departmentID: 'd2', departmentName: 'Support' });
    expect(fakes.departments).toHaveBeenCalledWith('company-1', 'g1');

    await pick(t('handover.integration'), 'Webhook desk (GENERIC)');
    expect(module().settings['contactCenterIntegrationId']).toBe('w1');
    expect(module().settings).not.toHaveProperty('departmentID');
    await waitFor(() => expect(fakes.departments).toHaveBeenLastCalledWith('company-1', 'w1'));
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(t('handover.department')) }).hasAttribute('disabled')).toBe(false));
    await pick(t('handover.department'), 'Billing');
    expect(module().settings).toMatchObject({ departmentID: 'd9', departmentName: 'Billing' });
  });

  it('offers to create a contact center integration when the company has none', async () => {
    const { leaveTo } = renderPanel(HandoverPanel, moduleOf('HANDOVER', { mode: 'contactCenter' }), { data: { integrations: () => Promise.resolve([]) } });
    await userEvent.click(await screen.findByRole('button', { name: t('handover.createIntegration') }));
    expect(leaveTo).toHaveBeenCalledWith('/company-profile?initial=INTEGRATIONS&id=company-1');
  });

  it('shows a failed integration lookup with a retry', async () => {
    let calls = 0;
    const integrations = (_c: string, type?: string) => (++calls <= 2 ? Promise.reject({ kind: 'http', status: 500 }) : Promise.resolve(byType[type ?? ''] ?? []));
    renderPanel(HandoverPanel, moduleOf('HANDOVER', { mode: 'contactCenter' }), { data: { integrations } });
    await userEvent.click(await screen.findByRole('button', { name: t('retry') }));
    expect(await screen.findByRole('button', { name: new RegExp(t('handover.integration')) })).toBeTruthy();
  });

  it('stores the connection and changes nothing when read-only', async () => {
    const { module } = renderPanel(HandoverPanel, moduleOf('HANDOVER', { mode: 'internal' }));
    await pick(t('connection'), 'Thanks');
    expect(module().connections).toEqual([{ id: 'thanks' }]);
    cleanup();
    renderPanel(HandoverPanel, moduleOf('HANDOVER', { mode: 'contactCenter', contactCenterIntegrationId: 'g1' }), { data: data(), readOnly: true });
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    expect((await screen.findByRole('button', { name: new RegExp(t('handover.integration')) })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: new RegExp(t('handover.department')) }).hasAttribute('disabled')).toBe(true);
  });
});
