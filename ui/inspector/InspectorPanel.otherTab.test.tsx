// @vitest-environment jsdom
import '../testing/dom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, initTestI18n } from '../testing/i18n';
import type { ActorHead, InspectorMessage, MessagePort } from './channel';
import { InspectorPanel } from './InspectorPanel';
import { InspectionStore } from './inspectionStore';
import type { LogEntry, SnapshotCopy } from './types';

initTestI18n();
afterEach(cleanup);

// The diagram lays out with ELK in a worker-less jsdom; these tests read the list and the details.
vi.mock('../statechart/StatechartView', () => ({ StatechartView: ({ active }: { active: string[] }) => <p data-testid="diagram">{active.join(' ')}</p> }));

/** This tab's store, with a channel on which the test speaks for another tab of the console. */
function setUp() {
  let listener: (event: MessageEvent) => void = () => {};
  const port: MessagePort = { postMessage: () => {}, addEventListener: (_type, heard) => (listener = heard), close: () => {} };
  const store = new InspectionStore({ tabId: 'tab-b', channel: port });
  render(<InspectorPanel store={store} onExport={() => {}} />);
  // The store tells the views once per task: let that microtask run inside act.
  const fromOtherTab = (message: InspectorMessage) =>
    act(async () => {
      listener({ data: message } as MessageEvent);
      await Promise.resolve();
    });
  return { fromOtherTab };
}

const head = (snapshot: SnapshotCopy | null): ActorHead => ({
  tabId: 'tab-a',
  sessionId: 'x:0',
  id: 'x:0',
  parentSessionId: null,
  systemId: null,
  machineId: 'login',
  input: { captchaThreshold: 3 },
  snapshot,
  createdAt: 1,
});

const ready: SnapshotCopy = { status: 'active', value: { editing: 'ready' }, context: { email: 'ada@example.com' }, output: null, error: null };
const init: LogEntry = { seq: 1, time: 1, eventType: 'xstate.init', event: { type: 'xstate.init' }, source: null, value: ready.value, snapshot: ready };

const user = () => userEvent.setup();

describe('the inspector panel with another tab’s actors', () => {
  it('says it waits for the first state of an actor listed before its first snapshot, then shows that state', async () => {
    const { fromOtherTab } = setUp();
    await fromOtherTab({ type: 'actors', from: 'tab-a', path: '/login', updates: [{ head: head(null), entries: [], replaceLog: true }] });
    const row = await screen.findByRole('button', { name: /login/ });
    expect(row.textContent).toContain(en('inspector:status.waiting'));
    expect(row.textContent).not.toContain(en('inspector:status.active'));
    await user().click(row);
    const details = screen.getByRole('region', { name: 'login' });
    expect(within(details).getByRole('status').textContent).toBe(en('inspector:details.waiting'));
    // Not an empty actor: no blank state, no "not a state machine" and no null context.
    expect(screen.queryByTestId('inspector-state')).toBeNull();
    expect(screen.queryByText(en('inspector:details.noDefinition'))).toBeNull();
    expect(screen.queryByText(en('inspector:details.context'))).toBeNull();

    await fromOtherTab({ type: 'actors', from: 'tab-a', path: '/login', updates: [{ head: head(ready), entries: [init], replaceLog: false }] });
    expect(screen.queryByText(en('inspector:details.waiting'))).toBeNull();
    expect(screen.getByTestId('inspector-state').textContent).toBe('editing.ready');
    expect(screen.getByTestId('diagram').textContent).toContain('login.editing.ready');
    expect(screen.getByRole('button', { name: /login/ }).textContent).toContain(en('inspector:status.active'));
  });

  it('says the selected actor is gone when its tab closes, and another actor can be selected', async () => {
    const { fromOtherTab } = setUp();
    await fromOtherTab({ type: 'actors', from: 'tab-a', path: '/login', updates: [{ head: head(ready), entries: [init], replaceLog: true }] });
    await user().click(await screen.findByRole('button', { name: /login/ }));
    expect(screen.getByTestId('inspector-state').textContent).toBe('editing.ready');

    await fromOtherTab({ type: 'bye', from: 'tab-a' });
    expect(screen.getByRole('status').textContent).toBe(en('inspector:details.gone'));
    expect(screen.queryByTestId('inspector-state')).toBeNull();
    expect(screen.queryByRole('button', { name: /login/ })).toBeNull();

    await fromOtherTab({ type: 'actors', from: 'tab-c', path: '/login', updates: [{ head: { ...head(ready), tabId: 'tab-c' }, entries: [init], replaceLog: true }] });
    await user().click(await screen.findByRole('button', { name: /login/ }));
    expect(screen.queryByText(en('inspector:details.gone'))).toBeNull();
    expect(screen.getByTestId('inspector-state').textContent).toBe('editing.ready');
  });
});
