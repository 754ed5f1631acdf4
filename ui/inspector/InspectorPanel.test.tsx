// @vitest-environment jsdom
import '../testing/dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { cleanup } from '@testing-library/react';
import { loginMachine } from '../../machines/account/login.machine';
import { signinAnswer } from '../../tests/paths/models/fixtures';
import type { SigninAnswer, SigninRequest } from '../../services/contracts/auth';
import * as download from '../kit/downloadTextFile';
import { en, initTestI18n } from '../testing/i18n';
import type { ExportedLog } from './exportLog';
import { InspectorPanel } from './InspectorPanel';
import { InspectionStore } from './inspectionStore';

initTestI18n();
afterEach(cleanup);

// The diagram lays out with ELK in a worker-less jsdom; these tests read the list, log and forms.
vi.mock('../statechart/StatechartView', () => ({ StatechartView: ({ active }: { active: string[] }) => <p data-testid="diagram">{active.join(' ')}</p> }));

function setUp({ ownExport = true } = {}) {
  const store = new InspectionStore({ tabId: 'tab-a' });
  let answer: (value: SigninAnswer) => void = () => {};
  const signin = fromPromise<SigninAnswer, SigninRequest>(() => new Promise((resolve) => (answer = resolve)));
  const actor = createActor(loginMachine.provide({ actors: { signin } }), { input: { captchaThreshold: 3, appInstallation: false }, inspect: store.observe }).start();
  const exports: ExportedLog[] = [];
  render(<InspectorPanel store={store} onExport={ownExport ? (_name, log) => exports.push(log) : undefined} />);
  return { store, actor: actor as AnyActorRef, answer: (v: SigninAnswer) => answer(v), exports };
}

const user = () => userEvent.setup();

async function selectLogin() {
  await user().click(await screen.findByRole('button', { name: /login/ }));
}

describe('the inspector panel', () => {
  it('lists the live actors with their state and status, children under their parent', async () => {
    const { actor } = setUp();
    const row = await screen.findByRole('button', { name: /login/ });
    expect(row.textContent).toContain('editing.ready');
    expect(row.textContent).toContain(en('inspector:status.active'));
    act(() => {
      actor.send({ type: 'EMAIL_CHANGED', value: 'ada@example.com' });
      actor.send({ type: 'PASSWORD_CHANGED', value: 'Secret1!' });
      actor.send({ type: 'SUBMIT' });
    });
    expect((await screen.findByRole('button', { name: /signin/ })).textContent).toContain(en('inspector:actors.noMachine'));
    expect(screen.getByRole('button', { name: /login/ }).textContent).toContain('submitting');
  });

  it('shows the selected actor’s state, context, diagram and a filterable log', async () => {
    const { actor } = setUp();
    act(() => {
      actor.send({ type: 'EMAIL_CHANGED', value: 'ada@example.com' });
      actor.send({ type: 'PASSWORD_CHANGED', value: 'Secret1!' });
    });
    await selectLogin();
    expect(screen.getByTestId('inspector-state').textContent).toContain('editing.ready');
    expect(screen.getByTestId('diagram').textContent).toContain('login.editing.ready');
    expect(screen.getByText(/"email": "ada@example.com"/)).toBeTruthy();
    const log = screen.getByRole('table');
    expect(within(log).getAllByRole('row')).toHaveLength(4);
    await user().type(screen.getByRole('textbox', { name: en('inspector:log.filter') }), 'email');
    expect(within(log).getAllByRole('row')).toHaveLength(2);
    expect(within(log).getByRole('button', { name: /EMAIL_CHANGED/ })).toBeTruthy();
    await user().clear(screen.getByRole('textbox', { name: en('inspector:log.filter') }));
    await user().type(screen.getByRole('textbox', { name: en('inspector:log.filter') }), 'nothing');
    expect(screen.getByText(en('inspector:log.empty'))).toBeTruthy();
  });

  it('shows the snapshot after a clicked entry while the actor goes on, until Back to live', async () => {
    const { actor } = setUp();
    act(() => actor.send({ type: 'EMAIL_CHANGED', value: 'first@example.com' }));
    await selectLogin();
    await user().click(screen.getByRole('button', { name: /EMAIL_CHANGED/ }));
    act(() => actor.send({ type: 'EMAIL_CHANGED', value: 'second@example.com' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /EMAIL_CHANGED/ })).toHaveLength(2));
    expect(screen.getByText(en('inspector:log.snapshot'))).toBeTruthy();
    expect(screen.getByText(/first@example.com/)).toBeTruthy();
    expect(screen.queryByText(/second@example.com/)).toBeNull();
    await user().click(screen.getByRole('button', { name: en('inspector:log.backToLive') }));
    expect(screen.getByText(/second@example.com/)).toBeTruthy();
  });

  it('exports the log as JSON that names the machine and holds every entry', async () => {
    const { actor, exports } = setUp();
    act(() => actor.send({ type: 'EMAIL_CHANGED', value: 'ada@example.com' }));
    await selectLogin();
    await user().click(screen.getByRole('button', { name: en('inspector:log.export') }));
    expect(exports).toHaveLength(1);
    const log = JSON.parse(JSON.stringify(exports[0]));
    expect(log).toMatchObject({ format: 'console-inspector-log', actor: { machineId: 'login', input: { captchaThreshold: 3 } } });
    expect(log.entries.map((e: { eventType: string }) => e.eventType)).toEqual(['xstate.init', 'EMAIL_CHANGED']);
  });

  it('saves the exported log as a JSON file named after the machine by default', async () => {
    const save = vi.spyOn(download, 'downloadTextFile').mockImplementation(() => undefined);
    setUp({ ownExport: false });
    await selectLogin();
    await user().click(screen.getByRole('button', { name: en('inspector:log.export') }));
    expect(save).toHaveBeenCalledTimes(1);
    const [fileName, content] = save.mock.calls[0]!;
    expect(fileName).toMatch(/^login-log-.+\.json$/);
    expect(JSON.parse(content)).toMatchObject({ format: 'console-inspector-log', actor: { machineId: 'login' } });
    save.mockRestore();
  });

  it('refuses bad JSON with a message and sends nothing', async () => {
    const { actor } = setUp();
    await selectLogin();
    await user().type(screen.getByRole('textbox', { name: en('inspector:send.type') }), 'EMAIL_CHANGED');
    await user().type(screen.getByRole('textbox', { name: en('inspector:send.payload') }), 'not json');
    await user().click(screen.getByRole('button', { name: en('inspector:send.submit') }));
    expect(screen.getByRole('alert').textContent).toContain('The payload is not valid JSON:');
    expect(actor.getSnapshot().context.email).toBe('');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('sends a good event to the live actor, which changes its state', async () => {
    const { actor, answer } = setUp();
    act(() => {
      actor.send({ type: 'EMAIL_CHANGED', value: 'ada@example.com' });
      actor.send({ type: 'PASSWORD_CHANGED', value: 'Secret1!' });
    });
    await selectLogin();
    await user().type(screen.getByRole('textbox', { name: en('inspector:send.type') }), 'SUBMIT');
    await user().click(screen.getByRole('button', { name: en('inspector:send.submit') }));
    expect(screen.getByRole('status').textContent).toContain(en('inspector:send.sent', { type: 'SUBMIT' }));
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(() => expect(screen.getByTestId('inspector-state').textContent).toContain('submitting'));
    await act(async () => answer(signinAnswer({ tfa: 'notSet', isAuthenticated: false })));
    expect(await screen.findByText(en('inspector:status.done'), { selector: 'dd' })).toBeTruthy();
    expect(screen.getByTestId('inspector-state').textContent).toContain('twoFactorSetup');
  });
});
