// @vitest-environment jsdom
import '../../testing/dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { designerMachine, type SaveFlowAnswer, type SaveFlowRequest } from '../../../machines/designer.machine';
import type { FlowDocument } from '../../../services/contracts/flow';
import { newestFirst } from '../../../services/designer';
import { en, initTestI18n } from '../../testing/i18n';
import { manualActor } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import type { CanvasProps } from './designerActor';
import { DesignerWorkspace } from './DesignerWorkspace';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const flow: FlowDocument = {
  formatVersion: 1,
  modules: [
    { id: 'start', type: 'START', name: 'Start', position: { x: 0, y: 0 }, connections: [{ id: 'hello' }], settings: {} },
    { id: 'hello', type: 'MESSAGE', name: 'Hello', position: { x: 270, y: 0 }, connections: [{ id: 'end' }], settings: { messageType: 'TEXT', payloads: ['Hi'] } },
    { id: 'end', type: 'END', name: 'End', position: { x: 540, y: 0 }, connections: [], settings: {} },
  ],
};

const versions = newestFirst([
  { id: 'v1', botId: 'b1', name: 'v1', createdAt: '2026-01-01T10:00:00.000Z' },
  { id: 'v3', botId: 'b1', name: 'v3', createdAt: '2026-03-01T10:00:00.000Z' },
  { id: 'v2', botId: 'b1', name: 'v2', createdAt: '2026-02-01T10:00:00.000Z' },
]);

const fit = vi.fn();

/** The canvas stand-in: lists the modules of the machine's flow (Rete is tested in Chromium). */
function FakeCanvas({ actor, onReady }: CanvasProps) {
  const modules = useSelector(actor, (s) => s.context.flow.modules);
  useEffect(() => {
    onReady({ centre: () => ({ x: 400, y: 200 }), fit });
    return () => onReady(null);
  }, [onReady]);
  return (
    <ul aria-label="canvas">
      {modules.map((m) => (
        <li key={m.id}>{m.name}</li>
      ))}
    </ul>
  );
}

function setup() {
  const saveFlow = manualActor<SaveFlowAnswer, SaveFlowRequest>();
  const actor = createActor(designerMachine.provide({ actors: { saveFlow: saveFlow.logic } }), { input: { botId: 'b1', versionId: 'v3', flow } }).start();
  const onPickVersion = vi.fn();
  const view = renderRoute(<DesignerWorkspace actor={actor} botName="FAQ desk" versions={versions} onPickVersion={onPickVersion} Canvas={FakeCanvas} />, {
    path: '/chatbot-designer',
    at: '/chatbot-designer?id=b1&version=v3',
    routes: [{ path: '/assistants', element: <p>assistants page</p> }],
  });
  const canvas = () => within(screen.getByRole('list', { name: 'canvas' }));
  return { ...view, actor, saveFlow, onPickVersion, canvas };
}

describe('designer workspace (everything but the canvas)', () => {
  it('offers the BASIC and ADVANCED palette groups with every module, and no HIDDEN one', () => {
    setup();
    const palette = within(screen.getByRole('navigation', { name: en('designer:palette.title') }));
    const group = (name: string) => within(palette.getByRole('heading', { name }).closest('section') as HTMLElement).getAllByRole('button').map((b) => b.textContent?.slice(1));
    expect(group('BASIC')).toEqual(['Message', 'Quick Reply', 'Card', 'List', 'AI Agent (LLM)', 'AI Action', 'Forward To Human', 'Forward To Bot', 'End']);
    expect(group('ADVANCED')).toHaveLength(13);
    expect(palette.queryByRole('button', { name: /Start|Generic Block/ })).toBeNull();
  });

  it('keeps Save disabled until the flow changes, saves the flow, and is disabled again once saved', async () => {
    const { canvas, saveFlow } = setup();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(en('designer:toolbar.upToDate'));

    await userEvent.click(screen.getByRole('button', { name: /Quick Reply/ }));
    expect(canvas().getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Start', 'Hello', 'End', 'Quick Reply']);
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(en('designer:toolbar.unsaved'));

    await userEvent.click(save);
    expect(saveFlow.inputs[0]?.flow.modules.at(-1)).toMatchObject({ type: 'SELECTION', position: { x: 360, y: 180 } });
    await act(async () => saveFlow.resolve({ versionId: 'v4', name: 'v4' }));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });

  it('lists the versions newest first, the newest labelled Latest, and opens the one picked', async () => {
    const { onPickVersion } = setup();
    await userEvent.click(screen.getByRole('button', { name: /Version/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['v3 (Latest)', 'v2', 'v1']);
    await userEvent.click(screen.getByRole('option', { name: 'v1' }));
    expect(onPickVersion).toHaveBeenCalledWith('v1');
  });

  it('asks before a module is deleted with Backspace, and never offers to delete START', async () => {
    const { actor, canvas } = setup();
    act(() => actor.send({ type: 'SELECT_MODULE', id: 'start' }));
    expect(screen.getByText(en('designer:panel.startStays'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: en('designer:panel.delete') })).toBeNull();

    act(() => actor.send({ type: 'SELECT_MODULE', id: 'hello' }));
    expect((screen.getByLabelText(en('designer:panel.name')) as HTMLInputElement).value).toBe('Hello');
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(en('designer:delete.question'))).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: en('designer:delete.confirm') }));
    expect(canvas().queryByText('Hello')).toBeNull();
  });

  it('renames the selected module from the side panel (at most 255 characters)', async () => {
    const { actor, canvas } = setup();
    act(() => actor.send({ type: 'SELECT_MODULE', id: 'hello' }));
    const name = screen.getByLabelText(en('designer:panel.name')) as HTMLInputElement;
    expect(name.maxLength).toBe(255);
    await userEvent.clear(name);
    await userEvent.type(name, 'Greeting{Enter}');
    expect(canvas().getByText('Greeting')).toBeTruthy();
  });

  it('asks the spec question before leaving with unsaved changes', async () => {
    const { router, location } = setup();
    await userEvent.click(screen.getByRole('button', { name: /Message/ }));
    act(() => void router.navigate('/assistants'));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('You may have unsaved changes. Are you sure want to leave this assistant?')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: en('designer:leave.stay') }));
    expect(location()).toBe('/chatbot-designer?id=b1&version=v3');

    act(() => void router.navigate('/assistants'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: en('designer:leave.confirm') }));
    await waitFor(() => expect(location()).toBe('/assistants'));
  });

  it('leaves without asking when nothing changed', async () => {
    const { router, location } = setup();
    act(() => void router.navigate('/assistants'));
    await waitFor(() => expect(location()).toBe('/assistants'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
