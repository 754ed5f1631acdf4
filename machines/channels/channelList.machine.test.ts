import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { channelListModel, iMessageTile, telegramTile } from '../../tests/paths/models/channelList.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { channelListMachine, offeredKinds, takenKinds, type ChannelListContext, type ChannelListInput } from './channelList.machine';

const { paths, failure: generationFailure } = guardedPaths(channelListModel);
const ctx = (d: Driver) => d.snapshot().context as ChannelListContext;
const errorOf = (event: unknown) => (event as { error?: { kind: string; status?: number } }).error;

const can = (d: Driver, event: Parameters<Driver['actor']['send']>[0]) => d.snapshot().can(event);

/** What an ADMIN may do on the tiles: with no form open, create an absent kind, open a form kind's tile, delete a tile; with one open, only close it. */
function expectOffers(d: Driver) {
  const c = ctx(d);
  const free = c.canEdit && c.open === null;
  expect(can(d, { type: 'OPEN_CREATE', kind: 'generic' })).toBe(free);
  expect(can(d, { type: 'OPEN_CHANNEL', id: 'ch1' })).toBe(free);
  expect(can(d, { type: 'DELETE', id: 'ch1' })).toBe(free);
  expect(can(d, { type: 'DELETE', id: 'nope' })).toBe(false);
  expect(can(d, { type: 'CLOSE_FORM' })).toBe(c.open !== null);
}

const checks: StateChecks = {
  failed: (d, step) => {
    expect(ctx(d).pendingDelete).toBeNull();
    if (step.event.type !== 'xstate.error.actor.loadChannels') return;
    const status = errorOf(step.event)?.status;
    expect(ctx(d).error).toEqual(status === 406 ? { key: 'channels.errors.unauthorized' } : { key: 'channels.errors.loadFailed', message: 'Server says 500' });
  },
  'loaded.idle': (d, step) => {
    const c = ctx(d);
    expectOffers(d);
    expect(c.pendingDelete).toBeNull();
    if (step.event.type === 'CLOSE_FORM') expect(c.open).toBeNull();
    if (step.event.type === 'OPEN_CREATE' || step.event.type === 'OPEN_CHANNEL') expect([c.notice, c.error]).toEqual([null, null]);
    if (step.event.type === 'xstate.done.actor.loadChannels') {
      expect(c.channels.map((t) => t.id)).toEqual(['ch1', 'ch2']);
      // One channel per type: Telegram is present, so it is not offered; web chats, generic webhooks and pages may be many.
      expect(offeredKinds(c.channels)).toEqual(['webChat', 'webMessenger', 'whatsappCloud', 'line', 'generic', 'teams', 'suite', 'facebook', 'instagram', 'salesChat']);
      expect(takenKinds(c.channels)).toEqual(['telegram']);
    }
    if (!c.canEdit) {
      // A USER sees the tiles read-only: no create, no open, no delete.
      expect(c.open).toBeNull();
      expect(d.snapshot().can({ type: 'OPEN_CREATE', kind: 'generic' })).toBe(false);
      expect(d.snapshot().can({ type: 'DELETE', id: 'ch1' })).toBe(false);
    }
    if (c.canEdit && c.open === null) {
      expect(d.snapshot().can({ type: 'OPEN_CREATE', kind: 'telegram' })).toBe(false);
      expect(d.snapshot().can({ type: 'OPEN_CREATE', kind: 'appleIMessage' })).toBe(false);
      expect(d.snapshot().can({ type: 'OPEN_CHANNEL', id: 'ch2' })).toBe(false);
    }
    if (step.event.type === 'xstate.done.actor.loadChannels') {
      // A link is used once, by the first read of the tiles; only an ADMIN's opens a form, the update form of its channel.
      expect(c.linkedChannelId).toBeNull();
      if (c.open && d.invocations['loadChannels']?.length === 1)
        expect({ canEdit: c.canEdit, open: c.open }).toEqual({ canEdit: true, open: { mode: 'update', kind: 'telegram', channelId: 'ch1' } });
    }
    if (step.event.type === 'OPEN_CREATE' && c.open) expect(c.open).toEqual({ mode: 'create', kind: 'generic' });
    if (step.event.type === 'OPEN_CHANNEL' && c.open) expect(c.open).toEqual({ mode: 'update', kind: 'telegram', channelId: 'ch1' });
    if (step.event.type === 'xstate.error.actor.deleteChannel') {
      expect(c.error).toEqual(errorOf(step.event)?.kind === 'network' ? { key: 'common.errors.noInternet' } : { key: 'channels.errors.unauthorized' });
      expect(c.channels.map((t) => t.id)).toEqual(['ch1', 'ch2']);
    }
  },
  'loaded.confirmingDelete': (d) => {
    expect(ctx(d).pendingDelete).toEqual(telegramTile);
    expect([ctx(d).notice, ctx(d).error, ctx(d).open]).toEqual([null, null, null]);
    expect(ctx(d).canEdit).toBe(true);
    expect(can(d, { type: 'DELETE', id: 'ch1' })).toBe(false);
  },
  'loaded.deleting': (d) => {
    expect(ctx(d).pendingDelete).toEqual(telegramTile);
    expect(d.invocations['deleteChannel']?.at(-1)).toEqual({ channelId: 'ch1' });
  },
  loading: (d, step) => {
    const c = ctx(d);
    expect(d.invocations['loadChannels']?.at(-1)).toEqual({ companyId: 'c1' });
    expect(c.pendingDelete).toBeNull();
    if (step.event.type === 'xstate.init') {
      expect(['ch1', null]).toContain(c.linkedChannelId);
      expect(c).toEqual({ companyId: 'c1', canEdit: c.canEdit, linkedChannelId: c.linkedChannelId, channels: [], open: null, pendingDelete: null, error: null, notice: null });
    }
    // RETRY clears the failure; a deletion says so while the tiles are read again.
    if (step.event.type === 'RETRY') expect([c.error, c.notice]).toEqual([null, null]);
    if (step.event.type === 'xstate.done.actor.deleteChannel') expect([c.notice, c.error]).toEqual([{ key: 'channels.deleted' }, null]);
  },
};

describe('a link to a channel', () => {
  const tiles = [telegramTile, iMessageTile];
  const started = (input: ChannelListInput) => {
    const actor = createActor(channelListMachine.provide({ actors: { loadChannels: fromPromise(async () => tiles) } }), { input });
    actor.start();
    return actor;
  };
  const loaded = (actor: ReturnType<typeof started>) => waitFor(actor, (s) => s.matches('loaded'));

  it("opens the channel's update form once the tiles are read, and not again after it is closed and the tiles are read again", async () => {
    const actor = started({ companyId: 'c1', canEdit: true, linkedChannelId: 'ch1' });
    expect((await loaded(actor)).context.open).toEqual({ mode: 'update', kind: 'telegram', channelId: 'ch1' });
    actor.send({ type: 'CLOSE_FORM' });
    actor.send({ type: 'DELETE', id: 'ch2' });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'OPEN_CHANNEL', id: 'ch1' });
    actor.send({ type: 'SAVED' });
    actor.send({ type: 'CLOSE_FORM' });
    expect((await loaded(actor)).context.open).toBeNull();
  });

  it('opens nothing for a channel without a form, an unknown channel, or a USER', async () => {
    for (const input of [
      { companyId: 'c1', canEdit: true, linkedChannelId: 'ch2' },
      { companyId: 'c1', canEdit: true, linkedChannelId: 'nope' },
      { companyId: 'c1', canEdit: false, linkedChannelId: 'ch1' },
    ]) {
      expect((await loaded(started(input))).context.open).toBeNull();
    }
  });
});

describe('channelListMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(channelListMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(channelListModel, path, checks);
  });
});
