import { describe, expect, it } from 'vitest';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { messengerWindowModel, savedKey } from '../../tests/paths/models/messengerWindow.model';
import { isOngoing, messengerWindowMachine, type MessengerWindowContext } from './messengerWindow.machine';

const paths = generatePaths(messengerWindowModel);
const ctx = (d: Driver) => d.snapshot().context as MessengerWindowContext;
const conversation = (d: Driver) => d.snapshot().children['conversation'];

/** What must hold in each state, judged from what the visitor sees and what the page stored or told the server. */
const checks: StateChecks = {
  'window.closed': (d, step) => {
    if (step.event.type === 'DISMISS_CALLOUT') expect(ctx(d).calloutDismissed).toBe(true);
    if (step.event.type === 'END_CONVERSATION') {
      expect(d.lastCalls()).toEqual([{ type: 'endConversation', params: { channelId: 'ch1', key: savedKey } }]);
      // Ended: nothing runs, and the next opening starts a new conversation.
      expect(conversation(d)).toBeUndefined();
      expect(ctx(d)).toMatchObject({ saved: null, key: null, ongoing: false });
    } else expect(d.lastCalls()).toEqual([]);
    // Closing never stops a conversation that was not ended: its answers count as unread.
    if (step.event.type === 'CLOSE' || step.event.type === 'KEEP_CONVERSATION')
      expect(conversation(d) !== undefined).toBe(ctx(d).openedOnce && !ctx(d).signInNeeded && !ctx(d).approvalNeeded);
  },
  'window.open.signingIn': (d) => {
    expect(ctx(d).signInNeeded).toBe(true);
    expect(conversation(d)).toBeUndefined();
  },
  'window.open.approving': (d) => {
    expect(ctx(d)).toMatchObject({ signInNeeded: false, approvalNeeded: true });
    expect(conversation(d)).toBeUndefined();
  },
  'window.open.chatting': (d, step) => {
    expect(ctx(d)).toMatchObject({ signInNeeded: false, approvalNeeded: false, openedOnce: true });
    expect(conversation(d)).toBeDefined();
    if (step.event.type === 'APPROVE') expect(d.lastCalls()).toEqual([{ type: 'rememberApproval', params: { channelId: 'ch1' } }]);
  },
  'window.open.confirmingClose': (d) => {
    expect(ctx(d)).toMatchObject({ closingPopup: true, ongoing: true });
  },
};

describe('messengerWindowMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(messengerWindowMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(messengerWindowModel, path, checks);
  });
});

describe('an ongoing conversation', () => {
  it('has a key from the server and has not ended', () => {
    expect(isOngoing({ value: { chatting: 'idle' }, context: { conversation: savedKey } })).toBe(true);
    expect(isOngoing({ value: 'ended', context: { conversation: savedKey } })).toBe(false);
    expect(isOngoing({ value: 'starting', context: { conversation: null } })).toBe(false);
  });
});
