// @vitest-environment jsdom
import '../../testing/dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { designerMachine, type SaveFlowAnswer, type SaveFlowRequest } from '../../../machines/designer/designer.machine';
import type { FlowDocument } from '../../../services/contracts/flow';
import { newestFirst } from '../../../services/contracts/designer';
import { clearAll, storeSession } from '../../../services/session';
import { en, initTestI18n } from '../../testing/i18n';
import { manualActor } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { DesignerDataProvider } from '../../designer/panels/dataContext';
import type { DesignerAccess } from '../../designer/panels/types';
import { fakeDesignerData } from '../../designer/sideMenu/fakeDesignerData';
import { Toasts } from '../../kit/Toasts';
import type { CanvasProps } from './designerActor';
import { DesignerWorkspace } from './DesignerWorkspace';
import { moduleBox } from '../../designer/canvas/freePlace';
import { intersects } from '../../designer/canvas/nodeLayout';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  clearAll();
});

const flow: FlowDocument = {
  formatVersion: 2,
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
const focus = vi.fn();
const reveal = vi.fn();

/** The canvas stand-in: lists the modules of the machine's flow (Rete is tested in Chromium). */
function FakeCanvas({ actor, onReady }: CanvasProps) {
  const modules = useSelector(actor, (s) => s.context.flow.modules);
  useEffect(() => {
    onReady({ centre: () => ({ x: 400, y: 200 }), fit, focus, reveal, shown: Promise.resolve() });
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

function setup({ access = 'FULL' as DesignerAccess, firstLogin = false, openAt = null as string | null } = {}) {
  const saveFlow = manualActor<SaveFlowAnswer, SaveFlowRequest>();
  const actor = createActor(designerMachine.provide({ actors: { saveFlow: saveFlow.logic } }), {
    input: { botId: 'b1', versionId: 'v3', flow, readOnly: access === 'VIEWER' },
  }).start();
  const onPickVersion = vi.fn();
  const onTourEnd = vi.fn();
  const view = renderRoute(
    <DesignerDataProvider data={fakeDesignerData()}>
      <Toasts />
      <DesignerWorkspace
        actor={actor}
        botName="FAQ desk"
        versions={versions}
        onPickVersion={onPickVersion}
        Canvas={FakeCanvas}
        access={access}
        companyId="c1"
        firstLogin={firstLogin}
        onTourEnd={onTourEnd}
        openAt={openAt}
      />
    </DesignerDataProvider>,
    {
      path: '/chatbot-designer',
      at: '/chatbot-designer?id=b1&version=v3',
      routes: [{ path: '/assistants', element: <p>assistants page</p> }],
    },
  );
  const canvas = () => within(screen.getByRole('list', { name: 'canvas' }));
  return { ...view, actor, saveFlow, onPickVersion, onTourEnd, canvas };
}

const sideMenu = () => within(screen.getByRole('complementary', { name: en('designerSideMenu:label') }));

describe('designer workspace (everything but the canvas)', () => {
  it('offers the BASIC and ADVANCED palette groups with every module, and no HIDDEN one', () => {
    setup();
    const palette = within(screen.getByRole('navigation', { name: en('designer:palette.title') }));
    const group = (name: string) =>
      within(palette.getByRole('heading', { name }).closest('section') as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent?.slice(1));
    expect(group('BASIC')).toEqual(['Message', 'Quick Reply', 'Card', 'List', 'AI Agent (LLM)', 'AI Action', 'Forward To Human', 'Forward To Bot', 'End']);
    expect(group('ADVANCED')).toHaveLength(13);
    expect(palette.queryByRole('button', { name: /Start|Generic Block/ })).toBeNull();
  });

  it('saves a flow without problems at once, and is disabled again once saved', async () => {
    const { canvas, saveFlow, actor } = setup();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-disabled') === 'true').toBe(true);
    act(() => actor.send({ type: 'RENAME_MODULE', id: 'hello', name: 'Welcome' }));
    expect(canvas().getByText('Welcome')).toBeTruthy();
    await userEvent.click(save);
    expect(screen.queryByRole('region', { name: en('designerSideMenu:problems.title') })).toBeNull();
    expect(saveFlow.inputs[0]?.flow.modules[1]?.name).toBe('Welcome');
    await act(async () => saveFlow.resolve({ versionId: 'v4', name: 'v4' }));
    await waitFor(() => expect(save.getAttribute('aria-disabled') === 'true').toBe(true));
    // Disabled once saved, it keeps the focus its press gave it.
    expect(document.activeElement).toBe(save);
  });

  it('lists the problems first when saving, jumps to a module on click, and saves anyway on request', async () => {
    const { canvas, saveFlow } = setup();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByRole('status').textContent).toBe(en('designer:toolbar.upToDate'));

    await userEvent.click(screen.getByRole('button', { name: /Quick Reply/ }));
    expect(
      canvas()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Start', 'Hello', 'End', 'Quick Reply']);
    expect(save.getAttribute('aria-disabled') === 'true').toBe(false);
    expect(screen.getByRole('status').textContent).toBe(en('designer:toolbar.unsaved'));

    await userEvent.click(save);
    // The new Quick Reply is not reachable from the start module: listed, nothing saved yet.
    const region = screen.getByRole('region', { name: en('designerSideMenu:problems.title') });
    const list = within(region);
    // The focus goes to the list (Save is disabled while it is open).
    expect(document.activeElement).toBe(region);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(list.getByText(en('designerSideMenu:problems.found', { count: 1 }))).toBeTruthy();
    expect(saveFlow.inputs).toEqual([]);
    await userEvent.click(list.getByRole('button', { name: `Quick Reply: ${en('designer:validation.unreachable', { name: 'Quick Reply' })}` }));
    expect(focus).toHaveBeenCalledWith(expect.stringMatching(/^selection-/));
    expect((sideMenu().getByLabelText(en('designerSideMenu:name')) as HTMLInputElement).value).toBe('Quick Reply');

    const saveAnyway = list.getByRole('button', { name: en('designerSideMenu:problems.saveAnyway') });
    saveAnyway.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: en('designerSideMenu:problems.title') })).toBeNull();
    // The list closed with the focus in it: the focus is back on Save (disabled while saving, yet focusable), not lost.
    expect(document.activeElement).toBe(save);
    expect(save.hasAttribute('disabled')).toBe(false);
    // The nearest free grid place to the middle of the view (400, 200): right under Hello, clear of it.
    expect(saveFlow.inputs[0]?.flow.modules.at(-1)).toMatchObject({ type: 'SELECTION', position: { x: 270, y: 180 } });
    await act(async () => saveFlow.resolve({ versionId: 'v4', name: 'v4' }));
    await waitFor(() => expect(save.getAttribute('aria-disabled') === 'true').toBe(true));
  });

  it('Enter on a palette entry adds the module selected, in a free place in the middle of the view, never on another module', async () => {
    const { actor } = setup();
    const message = within(screen.getByRole('navigation', { name: en('designer:palette.title') })).getByRole('button', { name: 'Message' });
    message.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    const { flow, selectedId } = actor.getSnapshot().context;
    const [first, second] = flow.modules.slice(3);
    expect(first).toMatchObject({ type: 'MESSAGE', position: { x: 270, y: 180 } });
    // The second one goes next to the first: the nearest place where it touches nothing.
    expect(second?.type).toBe('MESSAGE');
    expect(selectedId).toBe(second?.id);
    const boxes = flow.modules.map(moduleBox);
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(intersects(a, b), `${a.id} / ${b.id}`).toBe(false)));
    // The focus stays in the palette (to add more); the canvas is told to show the new module.
    expect(document.activeElement).toBe(message);
    expect(reveal).toHaveBeenLastCalledWith(second?.id);
    expect((sideMenu().getByLabelText(en('designerSideMenu:name')) as HTMLInputElement).value).toBe('Message');
  });

  it('the problem list follows the fixes made while it is open; Save then saves, Close just closes', async () => {
    const { actor, saveFlow } = setup();
    await userEvent.click(screen.getByRole('button', { name: /Quick Reply/ }));
    const added = actor.getSnapshot().context.flow.modules.at(-1)!.id;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const list = () => within(screen.getByRole('region', { name: en('designerSideMenu:problems.title') }));
    await userEvent.click(list().getByRole('button', { name: en('designerSideMenu:problems.close') }));
    expect(screen.queryByRole('region', { name: en('designerSideMenu:problems.title') })).toBeNull();
    expect(saveFlow.inputs).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => actor.send({ type: 'SET_FALLBACK', id: 'hello', target: added, count: 1 }));
    expect(list().getByText(en('designerSideMenu:problems.none'))).toBeTruthy();
    await userEvent.click(list().getByRole('button', { name: en('designerSideMenu:problems.save') }));
    expect(saveFlow.inputs[0]?.flow.modules.find((m) => m.id === 'hello')?.fallback).toBe(added);
  });

  it('folds the palette to its icons and the module settings away, and keeps the choice for the signed-in user', async () => {
    storeSession('token-1', { id: 'u7', name: 'Ada', surname: 'Lovelace', email: 'ada@example.com' });
    const { actor } = setup();
    act(() => actor.send({ type: 'SELECT_MODULE', id: 'hello' }));
    const paletteToggle = screen.getByRole('button', { name: en('designer:layout.palette') });
    const panelToggle = screen.getByRole('button', { name: en('designer:layout.panel') });
    expect([paletteToggle.getAttribute('aria-expanded'), panelToggle.getAttribute('aria-expanded')]).toEqual(['true', 'true']);
    expect(panelToggle.getAttribute('aria-controls')).toBe(screen.getByRole('complementary', { name: en('designerSideMenu:label') }).id);

    await userEvent.click(paletteToggle);
    await userEvent.click(panelToggle);
    expect([paletteToggle.getAttribute('aria-expanded'), panelToggle.getAttribute('aria-expanded')]).toEqual(['false', 'false']);
    // Folded, the palette still adds modules (each named, with its name as tooltip); the side menu is kept but not shown.
    const palette = screen.getByRole('navigation', { name: en('designer:palette.title') });
    expect(palette.className).toContain('is-collapsed');
    expect(
      within(palette)
        .getByRole('button', { name: /Quick Reply/ })
        .getAttribute('title'),
    ).toBe('Quick Reply');
    expect(screen.queryByRole('complementary', { name: en('designerSideMenu:label') })).toBeNull();
    expect(JSON.parse(localStorage.getItem('designer.layout:u7') ?? '{}')).toEqual({ palette: false, panel: false, minimap: false });

    // Opened again later: folded as left.
    cleanup();
    setup();
    expect(screen.getByRole('button', { name: en('designer:layout.palette') }).getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: en('designer:layout.panel') }));
    expect(screen.getByRole('complementary', { name: en('designerSideMenu:label') })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('designer.layout:u7') ?? '{}')).toEqual({ palette: false, panel: true, minimap: false });
  });

  it('folds the save check to one line and opens it again', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: /Quick Reply/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const check = within(screen.getByRole('region', { name: en('designerSideMenu:problems.title') }));
    const fold = check.getByRole('button', { name: en('designerSideMenu:problems.title') });
    const problem = check.getByRole('button', { name: /cannot be reached/ });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(check.queryByRole('button', { name: /cannot be reached/ })).toBeNull();
    expect(check.getByText(en('designerSideMenu:problems.found', { count: 1 }))).toBeTruthy();
    expect(check.getByRole('button', { name: en('designerSideMenu:problems.saveAnyway') })).toBeTruthy();
    await userEvent.click(fold);
    expect(check.getByRole('button', { name: /cannot be reached/ })).toBe(problem);

    // With the module settings folded away, going to a problem's module opens them.
    await userEvent.click(screen.getByRole('button', { name: en('designer:layout.panel') }));
    expect(screen.queryByRole('complementary', { name: en('designerSideMenu:label') })).toBeNull();
    await userEvent.click(problem);
    expect((sideMenu().getByLabelText(en('designerSideMenu:name')) as HTMLInputElement).value).toBe('Quick Reply');
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
    expect(sideMenu().queryByRole('toolbar')).toBeNull();
    expect(sideMenu().queryByRole('button', { name: en('designerSideMenu:footer.delete') })).toBeNull();

    act(() => actor.send({ type: 'SELECT_MODULE', id: 'hello' }));
    expect((sideMenu().getByLabelText(en('designerSideMenu:name')) as HTMLInputElement).value).toBe('Hello');
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(en('designer:delete.question'))).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: en('designer:delete.confirm') }));
    expect(canvas().queryByText('Hello')).toBeNull();
  });

  it('renames the selected module from the side panel (at most 255 characters)', async () => {
    const { actor, canvas } = setup();
    act(() => actor.send({ type: 'SELECT_MODULE', id: 'hello' }));
    const name = sideMenu().getByLabelText(en('designerSideMenu:name')) as HTMLInputElement;
    expect(name.maxLength).toBe(255);
    await userEvent.clear(name);
    await userEvent.type(name, 'Greeting{Enter}');
    expect(canvas().getByText('Greeting')).toBeTruthy();
  });

  it('opened at a module (a link names it): that module is selected, centred and its settings shown; one the flow lacks changes nothing', async () => {
    focus.mockClear();
    const { actor, unmount } = setup({ openAt: 'hello' });
    await waitFor(() => expect(actor.getSnapshot().context.selectedId).toBe('hello'));
    expect(focus).toHaveBeenCalledWith('hello');
    expect((sideMenu().getByLabelText(en('designerSideMenu:name')) as HTMLInputElement).value).toBe('Hello');
    unmount();
    focus.mockClear();
    const other = setup({ openAt: 'gone' });
    await act(async () => Promise.resolve());
    expect(other.actor.getSnapshot().context.selectedId).toBeNull();
    expect(focus).not.toHaveBeenCalled();
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

  it('VIEWER: the View Only banner, nothing can change, and a refused shortcut says so', async () => {
    const { actor, canvas } = setup({ access: 'VIEWER' });
    expect(screen.getByText("You are not authorized to manage some AI modules with 'View Only' access. Please contact the Administrator.")).toBeTruthy();
    act(() => actor.send({ type: 'SELECT_MODULE', id: 'hello' }));
    expect(sideMenu().getByLabelText(en('designerSideMenu:name')).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    expect(screen.queryByText(en('designer:delete.question'))).toBeNull();
    expect(canvas().getByText('Hello')).toBeTruthy();
    expect(await screen.findByText('You are not authorized to do that action')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'v', ctrlKey: true });
    expect(canvas().getAllByText('Hello')).toHaveLength(1);
    expect(await screen.findAllByText('You are not authorized to do that action')).toHaveLength(2);
  });

  it('DESIGNER: the Design and Edit banner, and editing works', async () => {
    const { actor } = setup({ access: 'DESIGNER' });
    expect(screen.getByText("You are not authorized to manage some AI modules with 'Design and Edit' access. Please contact the Administrator.")).toBeTruthy();
    act(() => actor.send({ type: 'SELECT_MODULE', id: 'hello' }));
    expect(sideMenu().getByLabelText(en('designerSideMenu:name')).hasAttribute('disabled')).toBe(false);
  });

  it('first login: eight guided previews, back and next, and the guide ends once with Done', async () => {
    const { onTourEnd } = setup({ firstLogin: true });
    const guide = () => within(screen.getByRole('dialog'));
    expect(guide().getByRole('heading', { name: en('designerSideMenu:tour.steps.palette.title') })).toBeTruthy();
    expect(guide().queryByRole('button', { name: en('designerSideMenu:tour.back') })).toBeNull();
    const titles = [guide().getByRole('heading').textContent];
    for (let i = 1; i < 8; i++) {
      await userEvent.click(guide().getByRole('button', { name: en('designerSideMenu:tour.next') }));
      titles.push(guide().getByRole('heading').textContent);
    }
    expect(titles).toEqual(['palette', 'drag', 'canvas', 'select', 'sideMenu', 'fallback', 'save', 'test'].map((s) => en(`designerSideMenu:tour.steps.${s}.title`)));
    expect(guide().getByText(en('designerSideMenu:tour.progress', { step: 8, total: 8 }), { exact: false })).toBeTruthy();
    await userEvent.click(guide().getByRole('button', { name: en('designerSideMenu:tour.back') }));
    expect(guide().getByRole('heading').textContent).toBe(en('designerSideMenu:tour.steps.save.title'));
    await userEvent.click(guide().getByRole('button', { name: en('designerSideMenu:tour.next') }));
    await userEvent.click(guide().getByRole('button', { name: en('designerSideMenu:tour.done') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onTourEnd).toHaveBeenCalledTimes(1);
  });

  it('first login: Skip ends the guide at once; without firstLogin there is no guide', async () => {
    const { onTourEnd } = setup({ firstLogin: true });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: en('designerSideMenu:tour.skip') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onTourEnd).toHaveBeenCalledTimes(1);
    cleanup();
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves without asking when nothing changed', async () => {
    const { router, location } = setup();
    act(() => void router.navigate('/assistants'));
    await waitFor(() => expect(location()).toBe('/assistants'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
