import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { INSPECTOR_CHANNEL } from './channel';
import { InspectionStore } from './inspectionStore';
import { actorKey } from './types';
import { inspectionEnabled, withInspection } from './inspection';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const counter = setup({
  types: { context: {} as { count: number; onTick: () => void } },
  actors: { load: fromPromise(async () => 'loaded') },
}).createMachine({
  id: 'counter',
  initial: 'idle',
  context: { count: 0, onTick: () => {} },
  states: {
    idle: { on: { INC: { actions: assign({ count: ({ context }) => context.count + 1 }) }, LOAD: 'loading' } },
    loading: { invoke: { id: 'load', src: 'load', onDone: 'loaded' } },
    loaded: { type: 'final' },
  },
});

function storeWithActor(logCap?: number) {
  const store = new InspectionStore({ tabId: 'tab-a', ...(logCap ? { logCap } : {}) });
  const actor = createActor(counter, { inspect: store.observe }).start();
  return { store, actor };
}

describe('the inspection store', () => {
  it('records each event of an actor with its source and the state after it', async () => {
    const { store, actor } = storeWithActor();
    actor.send({ type: 'INC' });
    actor.send({ type: 'LOAD' });
    await flush();
    const root = store.getActors().find((a) => a.sessionId === actor.sessionId)!;
    expect(root.machineId).toBe('counter');
    expect(root.log.map((e) => [e.eventType, e.value])).toEqual([
      ['xstate.init', 'idle'],
      ['INC', 'idle'],
      ['LOAD', 'loading'],
      ['xstate.done.actor.load', 'loaded'],
    ]);
    expect(root.log[1]!.snapshot?.context).toMatchObject({ count: 1 });
    const child = store.getActors().find((a) => a.id === 'load')!;
    expect(root.log[3]!.source).toBe(child.sessionId);
    expect(root.log[1]!.source).toBeNull();
    expect(root.snapshot?.status).toBe('done');
  });

  it('lists an actor once it starts; one created and never started (a discarded render) stays out', async () => {
    const store = new InspectionStore({ tabId: 'tab-a' });
    const discarded = createActor(counter, { inspect: store.observe });
    const later = createActor(counter, { inspect: store.observe });
    await flush();
    expect(store.getActors()).toEqual([]);
    later.start();
    await flush();
    expect(store.getActors().map((a) => a.sessionId)).toEqual([later.sessionId]);
    expect(store.getActors()[0]!.snapshot?.value).toBe('idle');
    expect(store.send(actorKey({ tabId: 'tab-a', sessionId: discarded.sessionId }), { type: 'INC' })).toBe('notFound');
  });

  it('lists invoked children under their parent', async () => {
    const { store, actor } = storeWithActor();
    actor.send({ type: 'LOAD' });
    await flush();
    const child = store.getActors().find((a) => a.id === 'load')!;
    expect(child.parentSessionId).toBe(actor.sessionId);
    expect(child.machineId).toBeNull();
    expect(child.snapshot?.output).toBe('loaded');
  });

  it('keeps only the newest entries over the cap', async () => {
    const { store, actor } = storeWithActor(5);
    for (let i = 0; i < 12; i += 1) actor.send({ type: 'INC' });
    await flush();
    const root = store.getActors()[0]!;
    expect(root.log).toHaveLength(5);
    expect(root.log.at(-1)!.snapshot?.context).toMatchObject({ count: 12 });
  });

  it('stores JSON-safe copies of snapshots (functions, actor refs)', async () => {
    const { store, actor } = storeWithActor();
    actor.send({ type: 'LOAD' });
    await flush();
    const root = store.getActors()[0]!;
    const loading = root.log.find((e) => e.eventType === 'LOAD')!;
    expect(loading.snapshot?.context).toEqual({ count: 0, onTick: '[function onTick]' });
    expect(() => structuredClone(root)).not.toThrow();
    expect(JSON.parse(JSON.stringify(root))).toEqual(root);
  });

  it('marks a stopped actor and no longer sends it events', async () => {
    const { store, actor } = storeWithActor();
    actor.stop();
    await flush();
    const root = store.getActors()[0]!;
    expect(root.snapshot?.status).toBe('stopped');
    expect(store.send(`tab-a/${actor.sessionId}`, { type: 'INC' })).toBe('notActive');
  });

  it('sends an event by hand to a live actor of this tab', async () => {
    const { store, actor } = storeWithActor();
    expect(store.send(`tab-a/${actor.sessionId}`, { type: 'INC' })).toBe('sent');
    expect(actor.getSnapshot().context.count).toBe(1);
    expect(store.send('tab-a/x:99', { type: 'INC' })).toBe('notFound');
  });

  it('shares actors with another tab and applies the events that tab sends', async () => {
    const channelA = new BroadcastChannel(INSPECTOR_CHANNEL);
    const channelB = new BroadcastChannel(INSPECTOR_CHANNEL);
    const a = new InspectionStore({ tabId: 'tab-a', channel: channelA, path: () => '/login' });
    const actor = createActor(counter, { inspect: a.observe }).start();
    const b = new InspectionStore({ tabId: 'tab-b', channel: channelB });
    const seen = () => b.getActors().find((x) => x.tabId === 'tab-a');
    await expect.poll(() => seen()?.log.length).toBe(1);
    expect(b.tabPath('tab-a')).toBe('/login');
    expect(b.send(`tab-a/${actor.sessionId}`, { type: 'INC' })).toBe('sentToTab');
    await expect.poll(() => actor.getSnapshot().context.count).toBe(1);
    await expect.poll(() => seen()?.log.map((e) => e.eventType)).toEqual(['xstate.init', 'INC']);
    a.close();
    await expect.poll(() => seen()).toBeUndefined();
    channelB.close();
  });
});

describe('inspection switch', () => {
  it('is off outside developer mode and leaves the actor options untouched', () => {
    const options = { input: { a: 1 } };
    expect(inspectionEnabled({ devMode: false, recording: true })).toBe(false);
    expect(withInspection(options, { devMode: false, recording: true })).toBe(options);
    expect(withInspection(undefined, { devMode: false, recording: true })).toBeUndefined();
  });

  it('is off in developer mode when the developer switched recording off', () => {
    const options = {};
    expect(withInspection(options, { devMode: true, recording: false })).toBe(options);
  });

  it('adds the inspect observer in developer mode and keeps the caller’s own', () => {
    const heard: string[] = [];
    const options = withInspection({ inspect: (e: { type: string }) => heard.push(e.type) }, { devMode: true, recording: true });
    createActor(counter, options).start();
    expect(heard).toContain('@xstate.snapshot');
  });
});
