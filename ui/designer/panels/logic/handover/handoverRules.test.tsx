import { describe, expect, it, vi } from 'vitest';
import { readStoredFlow } from '../../../../../services/contracts/modules/storedFlow';
import { contactCenterIntegrations, createIntegrationPath, departmentPatch, handoverOf, integrationPatch, modePatch } from './handoverRules';

describe('handover rules (spec 03 sections 3.2, 3.3, 4.2)', () => {
  it('reads the mode, internal by default, older spellings as the stored ones', () => {
    expect(handoverOf({}).mode).toBe('internal');
    // Older spellings of a flow of format 1 are read as the stored ones (contracts/modules/migrate).
    const stored = (mode: string) => {
      const module = (id: string, type: string, settings: Record<string, unknown>) => ({ id, type, name: id, position: { x: 0, y: 0 }, connections: [], settings });
      const read = readStoredFlow({ formatVersion: 1, modules: [module('start', 'START', {}), module('h', 'HANDOVER', { mode })] });
      const handover = read.ok ? read.flow.modules.find((m) => m.id === 'h') : undefined;
      return handover?.type === 'HANDOVER' ? handover.settings : {};
    };
    expect(handoverOf(stored('external')).mode).toBe('channel');
    expect(handoverOf(stored('CONTACT_CENTER')).mode).toBe('contactCenter');
    expect(handoverOf(stored('INTERNAL')).mode).toBe('internal');
    expect(handoverOf({ mode: 'contactCenter', contactCenterIntegrationId: 'i1', departmentID: 'd1', departmentName: 'Sales' })).toEqual({
      mode: 'contactCenter',
      contactCenterIntegrationId: 'i1',
      departmentID: 'd1',
      departmentName: 'Sales',
    });
  });

  it('loads the contact center integrations of the GENESYS and GENERIC providers', async () => {
    const integrations = vi.fn((_companyId: string, type?: string) => Promise.resolve([{ _id: `${type}-1`, name: `${type}`, type: type ?? '', properties: {} }]));
    expect((await contactCenterIntegrations({ integrations }, 'c1')).map((i) => i._id)).toEqual(['GENESYS-1', 'GENERIC-1']);
    expect(integrations.mock.calls).toEqual([
      ['c1', 'GENESYS'],
      ['c1', 'GENERIC'],
    ]);
  });

  it('drops the integration and department when leaving contact center mode', () => {
    expect(modePatch('contactCenter')).toEqual({ mode: 'contactCenter' });
    expect(modePatch('channel')).toEqual({ mode: 'channel', contactCenterIntegrationId: undefined, departmentID: undefined, departmentName: undefined });
  });

  it('resets the department when the integration changes, not when the same one is picked', () => {
    const current = handoverOf({ mode: 'contactCenter', contactCenterIntegrationId: 'i1', departmentID: 'd1', departmentName: 'Sales' });
    expect(integrationPatch(current, 'i2')).toEqual({ contactCenterIntegrationId: 'i2', departmentID: undefined, departmentName: undefined });
    expect(integrationPatch(current, 'i1')).toEqual({});
  });

  it('stores the department id and name', () => {
    expect(departmentPatch({ id: 'd2', name: 'Support' })).toEqual({ departmentID: 'd2', departmentName: 'Support' });
  });

  it('sends the create-integration button to the company profile integrations', () => {
    expect(createIntegrationPath('c 1')).toBe('/company-profile?initial=INTEGRATIONS&id=c%201');
  });
});
