// @vitest-environment jsdom
import '../../../../testing/dom';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CodeBlockDetails } from '../../../../../services/contracts/designerData';
import { en, initTestI18n } from '../../../../testing/i18n';
import { moduleOf, renderPanel } from '../panelHarness';
import { CodeStationPanel } from './CodeStationPanel';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const t = (key: string) => en(`panelsLogic:${key}`);
const blocks = [
  { functionId: 'f1', functionName: 'Price lookup', createdAt: '2026-01-01' },
  { functionId: 'f2', functionName: 'Stock check', createdAt: '2026-02-01' },
];
const versionsOf: Record<string, string[]> = { f1: ['3', '2', '1'], f2: ['1'] };
const parametersOf: Record<string, string[]> = { 'f1@3': ['sku', 'currency'], 'f1@2': ['sku'], 'f1@1': [], 'f2@1': ['store'] };

function codeBlock(_companyId: string, functionId: string, version?: string): Promise<CodeBlockDetails> {
  const versions = versionsOf[functionId];
  if (!versions) return Promise.reject({ kind: 'http', status: 404 });
  const parameters = parametersOf[`${functionId}@${version ?? versions[0]}`];
  return parameters ? Promise.resolve({ versions, parameters }) : Promise.reject({ kind: 'http', status: 404 });
}

const data = { codeBlocks: () => Promise.resolve(blocks), codeBlock: vi.fn(codeBlock) };
const pick = async (field: string, option: string) => {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(field) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Code Station panel', () => {
  it('picks a block, then a version (newest first, marked Latest), then parameters named by that version, and a connection', async () => {
    const { module } = renderPanel(CodeStationPanel, moduleOf('CODESTATION', { functionId: '', functionVersion: '', parameter: [] }), { data });
    await pick(t('codeStation.block'), 'Price lookup');
    expect(module().settings).toMatchObject({ functionId: 'f1', functionVersion: '' });
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(t('codeStation.version')) }).hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t('codeStation.version')) }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['3 (Latest)', '2', '1']);
    await userEvent.click(screen.getByRole('option', { name: '3 (Latest)' }));
    expect(module().settings['functionVersion']).toBe('3');
    expect(data.codeBlock).toHaveBeenLastCalledWith('company-1', 'f1', '3');

    await userEvent.click(await screen.findByRole('button', { name: new RegExp(t('keyValue.key')) }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['sku', 'currency']);
    await userEvent.click(screen.getByRole('option', { name: 'sku' }));
    await userEvent.type(screen.getByLabelText(t('keyValue.value')), '#NAME');
    await userEvent.click(screen.getByRole('button', { name: t('keyValue.add') }));
    expect(module().settings['parameter']).toEqual([{ key: 'sku', value: '#NAME' }]);

    await pick(t('connection'), 'Thanks');
    expect(module().connections).toEqual([{ id: 'thanks' }]);
  });

  it("links to the company's Code Station editor, in a new tab", () => {
    renderPanel(CodeStationPanel, moduleOf('CODESTATION', { functionId: '', functionVersion: '', parameter: [] }), { data });
    const link = screen.getByRole('link', { name: t('codeStation.openEditor') });
    expect(link.getAttribute('href')).toBe('/code-station-editor?companyId=company-1');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('warns when the saved block is gone, and when the saved version is gone', async () => {
    renderPanel(CodeStationPanel, moduleOf('CODESTATION', { functionId: 'f1', functionVersion: '9', parameter: [] }), { data });
    expect(await screen.findByText('!!! The above Code Block version has been changed or deleted.')).toBeTruthy();
    expect(screen.queryByText('!!! The above Code Block has been changed or deleted.')).toBeNull();
    cleanup();
    renderPanel(CodeStationPanel, moduleOf('CODESTATION', { functionId: 'gone', functionVersion: '1', parameter: [] }), { data });
    expect(await screen.findByText('!!! The above Code Block has been changed or deleted.')).toBeTruthy();
    expect(await screen.findByText('!!! The above Code Block version has been changed or deleted.')).toBeTruthy();
  });

  it('marks saved parameters that the version no longer has', async () => {
    renderPanel(
      CodeStationPanel,
      moduleOf('CODESTATION', {
        functionId: 'f1',
        functionVersion: '2',
        parameter: [
          { key: 'sku', value: '1' },
          { key: 'currency', value: 'TRY' },
        ],
      }),
      { data },
    );
    const warning = await screen.findByText('!!! The above parameter has been changed or deleted.');
    expect(warning.closest('li')?.textContent).toContain('currency');
    expect(screen.getAllByText('!!! The above parameter has been changed or deleted.')).toHaveLength(1);
  });

  it('only logs a failed code block lookup, and keeps the saved block choosable', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPanel(CodeStationPanel, moduleOf('CODESTATION', { functionId: 'f1', functionVersion: '3', parameter: [] }), {
      data: { ...data, codeBlocks: () => Promise.reject({ kind: 'network' }) },
    });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('!!! The above Code Block has been changed or deleted.')).toBeNull();
  });

  it('changes nothing when read-only', async () => {
    renderPanel(CodeStationPanel, moduleOf('CODESTATION', { functionId: 'f1', functionVersion: '3', parameter: [] }), { data, readOnly: true });
    await waitFor(() => expect(data.codeBlock).toHaveBeenCalled());
    for (const name of [t('codeStation.block'), t('codeStation.version'), t('connection')]) {
      expect(screen.getByRole('button', { name: new RegExp(name) }).hasAttribute('disabled')).toBe(true);
    }
    expect((screen.getByLabelText(t('keyValue.value')) as HTMLInputElement).disabled).toBe(true);
  });
});
