import { describe, expect, it } from 'vitest';
import { actorPhase, readEntry, resolveSelection } from './selection';
import type { InspectedActor, LogEntry, SnapshotCopy } from './types';

const snapshot = (status: SnapshotCopy['status'], value = 'idle'): SnapshotCopy => ({ status, value, context: {}, output: null, error: null });

function actor(tabId: string, sessionId: string, snap: SnapshotCopy | null = snapshot('active')): InspectedActor {
  return { tabId, sessionId, id: sessionId, parentSessionId: null, systemId: null, machineId: 'counter', input: null, snapshot: snap, log: [], createdAt: 0 };
}

const entry = (seq: number): LogEntry => ({ seq, time: 0, eventType: 'INC', event: { type: 'INC' }, source: null, value: 'idle', snapshot: snapshot('active') });

describe('what the selected key means', () => {
  const actors = [actor('tab-a', 'x:0'), actor('tab-b', 'x:0'), actor('tab-a', 'x:1', snapshot('stopped'))];

  it('is nothing before the developer picks an actor', () => {
    expect(resolveSelection(actors, null)).toEqual({ kind: 'none' });
  });

  it('is the actor of that tab and session (the same session id in another tab is another actor)', () => {
    expect(resolveSelection(actors, 'tab-b/x:0')).toEqual({ kind: 'actor', actor: actors[1] });
  });

  it('stays on an actor that stopped: its last state is still listed and readable', () => {
    expect(resolveSelection(actors, 'tab-a/x:1')).toEqual({ kind: 'actor', actor: actors[2] });
  });

  it('is gone, naming the key, once the actor is no longer listed (its tab closed or it was dropped)', () => {
    expect(resolveSelection(actors.slice(1), 'tab-a/x:0')).toEqual({ kind: 'gone', key: 'tab-a/x:0' });
    expect(resolveSelection([], 'tab-a/x:0')).toEqual({ kind: 'gone', key: 'tab-a/x:0' });
  });
});

describe('the log entry being read', () => {
  const log = [entry(3), entry(4), entry(7)];

  it('is none (live) when nothing was clicked', () => {
    expect(readEntry(log, null)).toBeNull();
  });

  it('is the clicked entry while it is in the log', () => {
    expect(readEntry(log, 4)).toBe(log[1]);
  });

  it('goes back to live once the log has dropped the entry to keep its newest ones', () => {
    expect(readEntry(log.slice(1), 3)).toBeNull();
  });
});

describe('an actor’s phase', () => {
  it('is waiting until its first snapshot arrives, then its snapshot’s status', () => {
    expect(actorPhase(actor('tab-b', 'x:0', null))).toBe('waiting');
    expect(actorPhase(actor('tab-b', 'x:0', snapshot('active')))).toBe('active');
    expect(actorPhase(actor('tab-b', 'x:0', snapshot('done')))).toBe('done');
  });
});
