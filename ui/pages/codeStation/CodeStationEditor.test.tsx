// @vitest-environment jsdom
import '../../testing/dom';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CodeBlockVersionView, TestRunResult } from '../../../services/contracts/rest/codeStation';
import type { CodeStationCalls } from '../../app/actors/codeStationCalls';
import { en, initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import { CodeStationEditor } from './CodeStationEditor';

beforeAll(() => initTestI18n());
afterEach(cleanup);

/** The editor at its route, with another page to leave to. */
const editorAt = (calls: CodeStationCalls) =>
  renderRoute(<CodeStationEditor companyId="c1" calls={calls} />, {
    path: '/code-station-editor',
    at: '/code-station-editor?companyId=c1',
    routes: [{ path: '/companies', element: <p>companies page</p> }],
  });

const t = (key: string, values?: Record<string, string | number>) => en(`codeStation:${key}`, values);

/** An in-memory company's code blocks: each save is the next minor version, as the server numbers them. */
function fakeCalls(runs: TestRunResult[]) {
  const blocks = new Map<string, CodeBlockVersionView[]>();
  let next = 1;
  const view = (id: string, index = 0): CodeBlockVersionView => {
    const versions = blocks.get(id)!;
    const chosen = versions[index]!;
    return { ...chosen, versions: versions.map((v) => ({ version: v.version, createdAt: v.createdAt })) };
  };
  const add = (functionName: string, code: string, parameters: string[]) => {
    const functionId = `block-${next++}`;
    blocks.set(functionId, [{ functionId, functionName, version: '1.0.0', createdAt: '2026-11-27T10:00:00.000Z', code, parameters, versions: [] }]);
    return functionId;
  };
  add('Pricing', 'return { price: 2 * Number(params.weight) };', ['weight']);
  const sent: unknown[] = [];
  const calls: CodeStationCalls = {
    listCodeBlocks: async () => [...blocks.values()].map((v) => ({ functionId: v[0]!.functionId, functionName: v[0]!.functionName })),
    openCodeBlockVersion: async ({ functionId, version }) => {
      const versions = blocks.get(functionId)!;
      return view(functionId, version ? versions.findIndex((v) => v.version === version) : 0);
    },
    createCodeBlock: async ({ functionName, code, parameters }) => view(add(functionName, code, parameters)),
    saveCodeBlockVersion: async ({ functionId, code, parameters }) => {
      const versions = blocks.get(functionId)!;
      const [major, minor] = versions[0]!.version.split('.').map(Number);
      versions.unshift({ ...versions[0]!, version: `${major}.${(minor ?? 0) + 1}.0`, code, parameters, createdAt: '2026-11-27T11:00:00.000Z' });
      return view(functionId);
    },
    renameCodeBlock: async ({ functionId, functionName }) => {
      blocks.get(functionId)!.forEach((v) => (v.functionName = functionName));
      return view(functionId);
    },
    deleteCodeBlock: async ({ functionId }) => (blocks.delete(functionId), { functionId, deleted: true }),
    runCodeTest: async (input) => (sent.push(input), runs.shift()!),
    writeCode: async () => Promise.reject(new Error('The editor does not write with AI.')),
  };
  return { calls, sent };
}

async function openPricing(user: ReturnType<typeof userEvent.setup>) {
  const list = await screen.findByRole('navigation', { name: t('list.label') });
  await user.click(within(list).getByRole('button', { name: 'Pricing' }));
  return screen.findByRole('heading', { name: 'Pricing', level: 2 });
}

describe('the Code Station editor', () => {
  it('opens at the block a link names, and says so when the company has no such block', async () => {
    const { calls } = fakeCalls([]);
    renderRoute(<CodeStationEditor companyId="c1" functionId="block-1" calls={calls} />, {
      path: '/code-station-editor',
      at: '/code-station-editor?companyId=c1&functionId=block-1',
    });
    expect(await screen.findByRole('heading', { name: 'Pricing', level: 2 })).toBeTruthy();
    expect((screen.getByLabelText(t('editor.code')) as HTMLTextAreaElement).value).toBe('return { price: 2 * Number(params.weight) };');
    cleanup();
    renderRoute(<CodeStationEditor companyId="c1" functionId="block-9" calls={calls} />, {
      path: '/code-station-editor',
      at: '/code-station-editor?companyId=c1&functionId=block-9',
    });
    expect(await screen.findByText(t('errors.blockMissing'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pricing', level: 2 })).toBeNull();
  });

  it('lists the blocks, creates one with a checked name, and saves an edit as a new version', async () => {
    const user = userEvent.setup();
    const { calls } = fakeCalls([]);
    editorAt(calls);
    await openPricing(user);
    expect(screen.getByRole('button', { name: t('editor.version', { version: '1.0.0' }) }).getAttribute('aria-current')).toBe('true');

    await user.click(screen.getByRole('button', { name: t('list.new') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(t('dialogs.name')), 'pricing');
    await user.click(within(dialog).getByRole('button', { name: t('dialogs.create') }));
    expect(await within(dialog).findByText(t('errors.nameTaken'))).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(t('dialogs.name')));
    await user.type(within(dialog).getByLabelText(t('dialogs.name')), 'Shipping');
    await user.click(within(dialog).getByRole('button', { name: t('dialogs.create') }));
    expect(await screen.findByRole('heading', { name: 'Shipping', level: 2 })).toBeTruthy();
    expect(screen.getByText(t('notices.created', { name: 'Shipping' }))).toBeTruthy();

    const code = screen.getByLabelText(t('editor.code'));
    await user.clear(code);
    await user.type(code, 'return {{ cost: 5 };');
    expect(screen.getByText(t('editor.unsaved'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('editor.save') }));
    expect(await screen.findByText(t('notices.saved', { version: '1.1.0' }))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('editor.version', { version: '1.1.0' }) })).toBeTruthy();
    expect(screen.queryByText(t('editor.unsaved'))).toBeNull();
  });

  it('runs a test with parameter values and shows the returned parameters, the console lines, then the time limit error', async () => {
    const user = userEvent.setup();
    const { calls, sent } = fakeCalls([
      { ok: true, values: { price: 6 }, logs: ['pricing 3'] },
      { ok: false, error: 'the code block ran out of time (1 s)', logs: [] },
    ]);
    editorAt(calls);
    await openPricing(user);
    await user.type(screen.getByLabelText(t('run.value', { name: 'weight' })), '3');
    await user.click(screen.getByRole('button', { name: t('run.run') }));
    expect(await screen.findByText(t('run.returned'))).toBeTruthy();
    expect(screen.getByText('price')).toBeTruthy();
    expect(screen.getByText('6')).toBeTruthy();
    expect(screen.getByText('pricing 3')).toBeTruthy();
    expect(sent[0]).toEqual({ companyId: 'c1', functionId: expect.any(String) as unknown, code: 'return { price: 2 * Number(params.weight) };', parameters: { weight: '3' } });

    await user.click(screen.getByRole('button', { name: t('run.run') }));
    expect(await screen.findByText('the code block ran out of time (1 s)')).toBeTruthy();
    expect(screen.getByText(t('run.failed'))).toBeTruthy();
  });

  it('asks before leaving unsaved changes, and deletes a block only after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = fakeCalls([]);
    const { router, location } = editorAt(calls);
    await openPricing(user);
    await user.type(screen.getByLabelText(t('editor.code')), ' ');
    await user.click(screen.getByRole('button', { name: t('list.new') }));
    const leave = await screen.findByRole('alertdialog');
    expect(within(leave).getByText(t('dialogs.leaveText', { name: 'Pricing' }))).toBeTruthy();
    await user.click(within(leave).getByRole('button', { name: t('dialogs.leaveCancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText(t('editor.unsaved'))).toBeTruthy();

    // Another page asks "Leave Page?"; Cancel keeps the page and the draft.
    await act(() => router.navigate('/companies'));
    const away = await screen.findByRole('alertdialog');
    expect(within(away).getByRole('heading', { name: 'Leave Page?' })).toBeTruthy();
    await user.click(within(away).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe('/code-station-editor?companyId=c1');
    expect(screen.getByText(t('editor.unsaved'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t('editor.delete') }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: t('dialogs.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Pricing', level: 2 })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t('editor.delete') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('dialogs.deleteConfirm') }));
    expect(await screen.findByText(t('notices.deleted', { name: 'Pricing' }))).toBeTruthy();
    expect(screen.getByText(t('list.empty'))).toBeTruthy();
  });

  it('leaves for another page without a question when nothing is unsaved', async () => {
    const user = userEvent.setup();
    const { router, location } = editorAt(fakeCalls([]).calls);
    await openPricing(user);
    await act(() => router.navigate('/companies'));
    await waitFor(() => expect(location()).toBe('/companies'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves for another page once the person discards the unsaved code', async () => {
    const user = userEvent.setup();
    const { router, location } = editorAt(fakeCalls([]).calls);
    await openPricing(user);
    await user.type(screen.getByLabelText(t('editor.code')), ' ');
    await act(() => router.navigate('/companies'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(location()).toBe('/companies'));
    expect(screen.getByText('companies page')).toBeTruthy();
  });

  it('saves the unsaved code as a new version, then leaves, when the person chooses Save Changes', async () => {
    const user = userEvent.setup();
    const { calls } = fakeCalls([]);
    const { router, location } = editorAt(calls);
    await openPricing(user);
    await user.type(screen.getByLabelText(t('editor.code')), ' ');
    await act(() => router.navigate('/companies'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location()).toBe('/companies'));
    // The company now has the edited code as its next version.
    const [pricing] = await calls.listCodeBlocks({ companyId: 'c1' });
    const newest = await calls.openCodeBlockVersion({ companyId: 'c1', functionId: pricing!.functionId });
    expect(newest.version).toBe('1.1.0');
    expect(newest.code).toBe('return { price: 2 * Number(params.weight) }; ');
  });
});
