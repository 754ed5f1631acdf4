import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { directLinkModel, longReferral } from '../../../tests/paths/models/directLink.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { guardedPaths } from '../../../tests/paths/model';
import { directLinkMachine, type DirectLinkContext } from './directLink.machine';

const { paths, failure: generationFailure } = guardedPaths(directLinkModel);
const ctx = (d: Driver) => d.snapshot().context as DirectLinkContext;

/** What the generator shows for each referral the model types. */
const shown: Record<string, Pick<DirectLinkContext, 'link' | 'referralProblem'>> = {
  '': { link: 'https://ig.me/m/harbourcafe', referralProblem: null },
  'summer sale': { link: 'https://ig.me/m/harbourcafe?ref=summer_sale', referralProblem: null },
  'sale!': { link: null, referralProblem: { key: 'channels.instagram.errors.referralCharacters' } },
  [longReferral]: { link: null, referralProblem: { key: 'channels.instagram.errors.referralTooLong' } },
};

const opened = { channelId: 'ch1', username: '', referral: '', link: null, referralProblem: null, notice: null, outcome: null };

const checks: StateChecks = {
  checkingIceBreakers: (d) => {
    expect(ctx(d)).toEqual(opened);
    expect(d.invocations['loadIceBreakers']).toEqual([{ channelId: 'ch1' }]);
  },
  loadingUsername: (d) => {
    expect(ctx(d)).toEqual(opened);
    expect(d.invocations['loadUsername']).toEqual([{ channelId: 'ch1' }]);
  },
  editing: (d, step) => {
    const c = ctx(d);
    expect([c.channelId, c.username, c.outcome]).toEqual(['ch1', 'harbourcafe', null]);
    if (step.event.type === 'REFERRAL_CHANGED') expect(c.referral).toBe((step.event as { value?: string }).value);
    expect({ link: c.link, referralProblem: c.referralProblem }).toEqual(shown[c.referral]);
    expect(d.snapshot().can({ type: 'COPY' })).toBe(c.link !== null);
    const notices: Record<string, unknown> = {
      'xstate.done.actor.copyText': { kind: 'success', text: { key: 'channels.copied' } },
      'xstate.error.actor.copyText': { kind: 'error', text: { key: 'channels.instagram.errors.copyFailed' } },
    };
    expect(c.notice).toEqual(notices[step.event.type] ?? null);
  },
  copying: (d) => {
    const c = ctx(d);
    expect(c.link).not.toBeNull();
    expect(d.invocations['copyText']?.at(-1)).toEqual({ text: c.link });
  },
  closed: (d, step) => {
    const c = ctx(d);
    const outcomes: Record<string, unknown> = {
      'xstate.done.actor.loadIceBreakers': { kind: 'error', text: { key: 'channels.instagram.errors.iceBreakerFirst' } },
      'xstate.error.actor.loadIceBreakers': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.fetchFailed' } },
      'xstate.error.actor.loadUsername': { kind: 'error', text: { key: 'channels.instagram.errors.usernameFailed' } },
    };
    expect(c.outcome).toEqual(outcomes[step.event.type] ?? null);
    expect(d.snapshot().status).toBe('done');
    // Without ice breakers the username is never asked for.
    if (step.event.type === 'xstate.done.actor.loadIceBreakers') expect(d.invocations['loadUsername']).toBeUndefined();
  },
};

describe('directLinkMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(directLinkMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(directLinkModel, path, checks);
  });
});

describe('opening the direct link generator', () => {
  it('goes on to the username when the ice breakers answer is not a list it can read', async () => {
    const actor = createActor(
      directLinkMachine.provide({
        actors: {
          loadIceBreakers: fromPromise(async () => ({}) as { icebreaker: Array<{ question: string; payload: string }> }),
          loadUsername: fromPromise(async () => ({ username: 'harbourcafe' })),
        },
      }),
      { input: { channelId: 'ch1' } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.link).toBe('https://ig.me/m/harbourcafe');
    actor.stop();
  });
});
