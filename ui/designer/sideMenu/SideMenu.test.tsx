// @vitest-environment jsdom
import '../../testing/dom';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { designerMachine } from '../../../machines/designer/designer.machine';
import type { FlowDocument, FlowModule } from '../../../services/contracts/flow';
import { newModule } from '../../../services/contracts/moduleCatalogue';
import { readModule } from '../../../services/contracts/modules/storedFlow';
import { en, initTestI18n } from '../../testing/i18n';
import { DesignerDataProvider } from '../panels/dataContext';
import type { DesignerAccess, PanelProps } from '../panels/types';
import { fakeDesignerData } from './fakeDesignerData';
import { SideMenu } from './SideMenu';

/** A registered panel stand-in: shows what it was given and changes its module through update/leaveTo. */
function FakeEmailPanel({ module, access, readOnly, companyId, update, leaveTo }: PanelProps<'EMAIL'>) {
  return (
    <div aria-label="email panel" role="group">
      <span>{`${module.id} ${access} ${String(readOnly)} ${companyId}`}</span>
      <button type="button" onClick={() => update({ settings: { ...module.settings, emailTo: 'a@b.test' } })}>
        set to
      </button>
      <button type="button" onClick={() => leaveTo('/profile?initial=INTEGRATIONS&id=c1')}>
        connect
      </button>
    </div>
  );
}
vi.mock('../panels/registry', () => ({
  panelFor: (type: string) => (type === 'EMAIL' ? FakeEmailPanel : null),
  ModuleSettingsPanel: ({ type, ...props }: PanelProps<'EMAIL'> & { type: string }) => (type === 'EMAIL' ? <FakeEmailPanel {...props} /> : null),
}));

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

const at = (x: number, y: number) => ({ x, y });
const flow: FlowDocument = {
  formatVersion: 2,
  modules: [
    { ...newModule('START', at(0, 0), 'start'), connections: [{ id: 'hello' }] },
    readModule({ ...newModule('MESSAGE', at(90, 0), 'hello', { name: 'Hello' }), connections: [{ id: 'ask' }], settings: { messageType: 'TEXT', payloads: ['Hi'] } }),
    { ...newModule('INPUT', at(180, 0), 'ask', { name: 'Ask' }), connections: [{ id: 'end' }], fallback: 'end', fallbackCount: 2 },
    { ...newModule('SELECTION', at(270, 0), 'menu', { name: 'Menu' }), connections: [] },
    { ...newModule('LOGIC', at(360, 0), 'check', { name: 'Check' }), connections: [] },
    { ...newModule('EMAIL', at(450, 0), 'mail', { name: 'Mail' }), connections: [] },
    { ...newModule('GENERIC', at(540, 0), 'block', { name: 'Block' }), connections: [] },
    { ...newModule('PAYMENTS', at(540, 90), 'pay', { name: 'Pay' }), connections: [] },
    newModule('END', at(630, 0), 'end', { name: 'End' }),
  ],
};

function setup({ select = 'hello', access = 'FULL' as DesignerAccess, tags = [] as string[] } = {}) {
  const actor = createActor(designerMachine, { input: { botId: 'b1', versionId: 'v1', flow, readOnly: access === 'VIEWER' } }).start();
  actor.send({ type: 'SELECT_MODULE', id: select });
  const onJump = vi.fn();
  const leaveTo = vi.fn();
  render(
    <DesignerDataProvider data={fakeDesignerData({ conversationTags: async () => tags })}>
      <SideMenu actor={actor} access={access} companyId="c1" botId="b1" versionId="v1" leaveTo={leaveTo} onJump={onJump} />
    </DesignerDataProvider>,
  );
  const module = (id: string) => actor.getSnapshot().context.flow.modules.find((m) => m.id === id) as FlowModule;
  const toolbar = () => within(screen.getByRole('toolbar', { name: en('designerSideMenu:footer.label') }));
  const buttons = () =>
    toolbar()
      .getAllByRole('button')
      .map((b) => b.textContent);
  return { actor, onJump, leaveTo, module, toolbar, buttons };
}

const f = (key: string) => en(`designerSideMenu:footer.${key}`);
const pick = async (label: string | RegExp, option: string) => {
  await userEvent.click(screen.getByRole('button', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: option }));
};

describe('side menu: header, name and panel', () => {
  it('shows the action name and the module name; START has no footer toolbar', () => {
    setup({ select: 'start' });
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
    expect((screen.getByLabelText(en('designerSideMenu:name')) as HTMLInputElement).value).toBe('Start');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByText(en('designerSideMenu:fallback.add'))).toBeNull();
  });

  it("renders the type's panel with the panel props; update and leaveTo reach the machine and the page", async () => {
    const { module, leaveTo } = setup({ select: 'mail', access: 'DESIGNER' });
    expect(screen.getByRole('heading', { name: 'Email' })).toBeTruthy();
    const panel = within(screen.getByRole('group', { name: 'email panel' }));
    expect(panel.getByText('mail DESIGNER false c1')).toBeTruthy();
    await userEvent.click(panel.getByRole('button', { name: 'set to' }));
    expect(module('mail').settings['emailTo']).toBe('a@b.test');
    await userEvent.click(panel.getByRole('button', { name: 'connect' }));
    expect(leaveTo).toHaveBeenCalledWith('/profile?initial=INTEGRATIONS&id=c1');
  });

  it('shows the panel and the fallback once, also after the module is renamed (each part keyed apart)', async () => {
    const { actor } = setup({ select: 'mail' });
    act(() => {
      actor.send({ type: 'RENAME_MODULE', id: 'mail', name: 'Mail the team' });
    });
    expect(screen.getAllByRole('group', { name: 'email panel' })).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: en('designerSideMenu:name') }) as HTMLInputElement).value).toBe('Mail the team');
  });

  it('heads AI, Payments and Commerce panels with the action (spec: PAYMENTS ACTION), other modules with their name', () => {
    setup({ select: 'pay' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('PAYMENTS ACTION');
    cleanup();
    setup({ select: 'hello' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Message');
  });

  it('a type without a registered panel shows its common parts only', () => {
    setup({ select: 'block' });
    expect(screen.getByLabelText(en('designerSideMenu:name'))).toBeTruthy();
    expect(screen.getByLabelText(en('designerSideMenu:notes.label'))).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'email panel' })).toBeNull();
    expect(screen.queryByText(/next release|coming soon/i)).toBeNull();
  });

  it('notes: Enter saves them into settings.tags, Shift+Enter only starts a new line', async () => {
    const { module } = setup();
    const notes = screen.getByLabelText(en('designerSideMenu:notes.label'));
    await userEvent.type(notes, 'first line{Shift>}{Enter}{/Shift}second');
    expect(module('hello').settings['tags']).toBeUndefined();
    await userEvent.keyboard('{Enter}');
    expect(module('hello').settings['tags']).toBe('first line\nsecond');
  });
});

describe('side menu: footer toolbar per type', () => {
  it('message: Delete, Copy, Delay, Parameter, Incoming Connection, Metadata', () => {
    expect(setup({ select: 'hello' }).buttons()).toEqual([f('delete'), f('copy'), f('delay'), f('parameter'), f('incoming'), f('metadata')]);
  });
  it('selection: Keyword and Input Parameter', () => {
    expect(setup({ select: 'menu' }).buttons()).toEqual([f('delete'), f('copy'), f('delay'), f('keyword'), f('inputParameter'), f('incoming'), f('metadata')]);
  });
  it('logic: Error and Identifier Parameter', () => {
    expect(setup({ select: 'check' }).buttons()).toEqual([f('delete'), f('copy'), f('delay'), f('error'), f('incoming'), f('identifier'), f('metadata')]);
  });
  it('Tag appears once the company has conversation tags, and chooses them into settings.conversationTags', async () => {
    const { toolbar, module } = setup({ select: 'ask', tags: ['vip', 'sales'] });
    await userEvent.click(await toolbar().findByRole('button', { name: f('tag') }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'sales' }));
    expect(module('ask').settings['conversationTags']).toEqual(['sales']);
  });
  it('clicking the active mode closes it; Delay takes whole seconds ≥ 0', async () => {
    const { toolbar, module } = setup({ select: 'ask' });
    await userEvent.click(toolbar().getByRole('button', { name: f('delay') }));
    const delay = screen.getByLabelText(en('designerSideMenu:delay.label'));
    await userEvent.type(delay, '-1');
    expect(screen.getByText(en('designerSideMenu:delay.invalid'))).toBeTruthy();
    await userEvent.clear(delay);
    await userEvent.type(delay, '5{Enter}');
    expect(module('ask').delay).toBe(5);
    expect(
      toolbar()
        .getByRole('button', { name: f('delay') })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(toolbar().getByRole('button', { name: f('delay') }));
    expect(screen.queryByLabelText(en('designerSideMenu:delay.label'))).toBeNull();
  });
  it('Error and Parameter keep their text in settings.errorMessage and settings.inputParam', async () => {
    const { toolbar, module } = setup({ select: 'ask' });
    await userEvent.click(toolbar().getByRole('button', { name: f('error') }));
    await userEvent.type(screen.getByRole('textbox', { name: en('designerSideMenu:errorMessage.label') }), 'Please try again{Enter}');
    expect(module('ask').settings['errorMessage']).toBe('Please try again');
    cleanup();
    const other = setup({ select: 'hello' });
    await userEvent.click(other.toolbar().getByRole('button', { name: f('parameter') }));
    await userEvent.type(screen.getByRole('textbox', { name: en('designerSideMenu:parameter.label') }), 'greeting{Enter}');
    expect(other.module('hello').settings['inputParam']).toBe('greeting');
  });
  it('Keyword: groups of comma separated keywords with a target module', async () => {
    const { toolbar, module } = setup({ select: 'menu' });
    await userEvent.click(toolbar().getByRole('button', { name: f('keyword') }));
    await userEvent.click(screen.getByRole('button', { name: en('designerSideMenu:keywords.add') }));
    await userEvent.type(screen.getByLabelText(en('designerSideMenu:keywords.keywords')), 'agent, human{Enter}');
    await pick(new RegExp(en('designerSideMenu:keywords.target')), 'End');
    expect(module('menu').settings['keywordsGroups']).toEqual([{ keywords: ['agent', 'human'], value: 'end' }]);
  });
  it('Identifier Parameter: Email or Phone Number and the identification parameter', async () => {
    const { toolbar, module } = setup({ select: 'check' });
    await userEvent.click(toolbar().getByRole('button', { name: f('identifier') }));
    await pick(/^(?!Identifier Parameter).*Identifier/, en('designerSideMenu:identifier.pn'));
    await userEvent.type(screen.getByLabelText(en('designerSideMenu:identifier.param')), 'phone{Enter}');
    expect(module('check').settings).toMatchObject({ identifier: 'pn', identificationParam: 'phone' });
  });
  it('Metadata: key/value rows', async () => {
    const { toolbar, module } = setup({ select: 'ask' });
    await userEvent.click(toolbar().getByRole('button', { name: f('metadata') }));
    expect(screen.getByText(en('designerSideMenu:metadata.empty'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: en('designerSideMenu:metadata.add') }));
    await userEvent.type(screen.getByLabelText(en('designerSideMenu:metadata.key')), 'source{Enter}');
    await userEvent.type(screen.getByLabelText(en('designerSideMenu:metadata.value')), 'ads{Enter}');
    expect(module('ask').settings['metadata']).toEqual([{ key: 'source', value: 'ads' }]);
  });
  it('Incoming Connection lists the modules linking here; each one jumps to its module', async () => {
    const { toolbar, onJump } = setup({ select: 'end' });
    await userEvent.click(toolbar().getByRole('button', { name: f('incoming') }));
    const list = within(screen.getByRole('list', { name: en('designerSideMenu:incoming.title') }));
    expect(list.getAllByRole('button').map((b) => b.textContent)).toEqual(['Ask']);
    await userEvent.click(list.getByRole('button', { name: 'Ask' }));
    expect(onJump).toHaveBeenCalledWith('ask');
  });
  it('Copy adds the module one grid cell away and selects it; Delete asks the machine to confirm', async () => {
    const { toolbar, actor } = setup({ select: 'ask' });
    await userEvent.click(toolbar().getByRole('button', { name: f('copy') }));
    const copy = actor.getSnapshot().context.flow.modules.at(-1)!;
    expect(copy).toMatchObject({ type: 'INPUT', name: 'Ask', position: { x: 270, y: 90 }, connections: [] });
    expect(actor.getSnapshot().context.selectedId).toBe(copy.id);
    await userEvent.click(toolbar().getByRole('button', { name: f('delete') }));
    expect(actor.getSnapshot().matches('confirmingDelete')).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete).toBe(copy.id);
  });
});

describe('side menu: fallback', () => {
  it('first a message with ADD FALLBACK; then the target and the count 0-9', async () => {
    const { module } = setup({ select: 'hello' });
    expect(screen.getByText(en('designerSideMenu:fallback.none'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: en('designerSideMenu:fallback.add') }));
    await pick(/If action is invalid:/, 'End');
    expect(module('hello')).toMatchObject({ fallback: 'end', fallbackCount: 0 });
    await userEvent.click(screen.getByRole('button', { name: new RegExp(en('designerSideMenu:fallback.count')) }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    await userEvent.click(screen.getByRole('option', { name: '3' }));
    expect(module('hello')).toMatchObject({ fallback: 'end', fallbackCount: 3 });
  });
  it('an existing fallback shows at once, worded by type', () => {
    setup({ select: 'ask' });
    expect(screen.getByRole('button', { name: /If input is invalid:/ }).textContent).toContain('End');
    cleanup();
    setup({ select: 'menu' });
    expect(screen.getByRole('button', { name: en('designerSideMenu:fallback.add') })).toBeTruthy();
  });
  it('choosing the module itself asks first; Continue connects it, Cancel does not', async () => {
    const { module } = setup({ select: 'ask' });
    await pick(/If input is invalid:/, 'Ask');
    const question = within(screen.getByRole('alertdialog'));
    expect(question.getByText('It is not usual to connect a module to itself. Are you sure to continue?')).toBeTruthy();
    await userEvent.click(question.getByRole('button', { name: en('designerSideMenu:fallback.selfCancel') }));
    expect(module('ask').fallback).toBe('end');
    await pick(/If input is invalid:/, 'Ask');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: en('designerSideMenu:fallback.selfContinue') }));
    expect(module('ask')).toMatchObject({ fallback: 'ask', fallbackCount: 2 });
  });
});

describe('side menu: VIEWER (spec 6)', () => {
  it('disables the name, fallback and footer controls and sends nothing', async () => {
    const { toolbar, actor } = setup({ select: 'hello', access: 'VIEWER' });
    expect(screen.getByLabelText(en('designerSideMenu:name')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText(en('designerSideMenu:notes.label')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: en('designerSideMenu:fallback.add') }).hasAttribute('disabled')).toBe(true);
    for (const name of [f('delete'), f('copy'), f('delay'), f('parameter'), f('metadata')]) {
      expect(toolbar().getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
    await userEvent.click(toolbar().getByRole('button', { name: f('delete') }));
    await userEvent.click(toolbar().getByRole('button', { name: f('copy') }));
    expect(actor.getSnapshot().context.flow).toEqual(flow);
    expect(actor.getSnapshot().matches('confirmingDelete')).toBe(false);
    // Looking at incoming connections changes nothing, so it stays open to viewers.
    await userEvent.click(toolbar().getByRole('button', { name: f('incoming') }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy());
  });
  it('passes VIEWER and read-only to the panel', () => {
    setup({ select: 'mail', access: 'VIEWER' });
    expect(screen.getByText('mail VIEWER true c1')).toBeTruthy();
  });
  it('still shows another module when the selection changes', () => {
    const { actor } = setup({ select: 'hello', access: 'VIEWER' });
    act(() => actor.send({ type: 'SELECT_MODULE', id: 'ask' }));
    expect((screen.getByLabelText(en('designerSideMenu:name')) as HTMLInputElement).value).toBe('Ask');
  });
});
