import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { FACE_VALUES } from '../../services/contracts/conversations';
import { httpFailure, networkFailure } from '../../tests/paths/models/fixtures';
import { voteLink, votePageModel } from '../../tests/paths/models/votePage.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';
import { MAX_VOTE_FEEDBACK, NUMERIC_VOTE_VALUES, voteFailureText, votePageMachine, votePageTexts, voteValues, type VotePageContext } from './votePage.machine';

const { paths, failure: generationFailure } = guardedPaths(votePageModel);
const ctx = (d: Driver) => d.snapshot().context as VotePageContext;

/** Spec 8 style: the server's words for a refusal, the internet texts otherwise. */
const checks: StateChecks = {
  loading: (d) => {
    expect(d.invocations.fetchDeepLink).toEqual([{ id: 'link-1' }]);
    expect(ctx(d)).toEqual({ deepLinkId: 'link-1', link: null, rating: null, feedback: '', voteStored: false, error: null });
  },
  form: (d, step) => {
    const c = ctx(d);
    const event = step.event as { type: string; value?: number | string; output?: unknown };
    if (event.type === 'xstate.done.actor.fetchDeepLink')
      expect(c).toEqual({ deepLinkId: 'link-1', link: event.output, rating: null, feedback: '', voteStored: false, error: null });
    if (event.type === 'RATING_CHOSEN') expect(c.rating).toBe(event.value);
    if (event.type === 'FEEDBACK_CHANGED') expect(c.feedback).toBe(event.value);
    const snapshot = d.snapshot();
    // Only a valid link that was not voted shows the form.
    expect(c.link?.invalidated).toBe(false);
    expect(c.link?.deepLinkProperties.alreadyVoted).toBe(false);
    // Send is disabled until a rating is chosen.
    expect(snapshot.can({ type: 'SUBMIT' })).toBe(c.rating !== null);
    const faces = c.link?.deepLinkProperties.voteType === 'FACES';
    expect(snapshot.can({ type: 'RATING_CHOSEN', value: 7 })).toBe(!faces);
    expect(snapshot.can({ type: 'RATING_CHOSEN', value: 5 })).toBe(!faces);
    expect(snapshot.can({ type: 'RATING_CHOSEN', value: 4 })).toBe(true);
    expect(snapshot.can({ type: 'RATING_CHOSEN', value: 11 })).toBe(false);
    if (step.event.type.startsWith('xstate.error.actor.')) {
      expect(c.error).toEqual(expectedFailure((step.event as { error?: unknown }).error, votePageTexts.failed));
    }
  },
  'sending.voting': (d) => {
    const c = ctx(d);
    expect(c.error).toBeNull();
    expect(d.invocations.sendVote?.at(-1)).toEqual({
      conversationId: 'conversation-1',
      companyId: 'company-1',
      body: { vote: c.rating, voteMessage: c.feedback, channelID: 'channel-1' },
    });
  },
  'sending.markingVoted': (d, step) => {
    if (step.event.type === 'SUBMIT') expect(d.invocations.sendVote).toHaveLength(1);
    expect(ctx(d).error).toBeNull();
    expect(ctx(d).voteStored).toBe(true);
    expect(d.invocations.markVoted?.at(-1)).toEqual({ id: 'link-1' });
  },
  thanks: (d, step) => {
    const c = ctx(d);
    expect(d.snapshot().status).toBe('done');
    if (step.event.type === 'xstate.done.actor.fetchDeepLink') expect(c.link).toEqual((step.event as { output?: unknown }).output);
    // Thanks after a vote stored and the link marked, or for a link already voted and still valid.
    if (c.voteStored) expect(d.invocations.markVoted?.length).toBeGreaterThan(0);
    else expect([c.link?.deepLinkProperties.alreadyVoted, c.link?.invalidated]).toEqual([true, false]);
  },
  error: (d, step) => {
    const c = ctx(d);
    expect(d.snapshot().status).toBe('done');
    if (step.event.type === 'xstate.done.actor.fetchDeepLink') expect(c.link).toEqual((step.event as { output?: unknown }).output);
    expect(c.link === null || c.link.invalidated).toBe(true);
    expect(d.invocations.sendVote).toBeUndefined();
  },
};

describe('votePageMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(votePageMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(votePageModel, path, checks);
  });
});

describe('vote page rules', () => {
  it('offers five faces (2, 4, 6, 8, 10) on FACES links and 0 to 10 otherwise', () => {
    expect(voteValues('FACES')).toEqual([2, 4, 6, 8, 10]);
    expect(voteValues('FACES')).toBe(FACE_VALUES);
    expect(voteValues('NUMERIC')).toEqual(NUMERIC_VOTE_VALUES);
    expect(voteValues('STARS')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(voteValues(undefined)).toHaveLength(11);
  });
  it('shows the server message for a refusal and the internet texts otherwise', () => {
    expect(voteFailureText(httpFailure(400, { message: 'This vote link has expired.' }))).toEqual({ key: votePageTexts.failed, message: 'This vote link has expired.' });
    expect(voteFailureText(httpFailure(429, { message: '' }))).toEqual({ key: votePageTexts.failed });
    expect(voteFailureText(httpFailure(502))).toEqual({ key: commonTexts.internet });
    expect(voteFailureText(networkFailure)).toEqual({ key: commonTexts.noInternet });
  });
});

describe('feedback', () => {
  it(`keeps at most ${MAX_VOTE_FEEDBACK} characters`, async () => {
    const logic = votePageMachine.provide({ actors: { fetchDeepLink: fromPromise(async () => voteLink()) } });
    const actor = createActor(logic, { input: { deepLinkId: 'link-1' } }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'FEEDBACK_CHANGED', value: 'x'.repeat(MAX_VOTE_FEEDBACK + 5) });
    expect(actor.getSnapshot().context.feedback).toHaveLength(MAX_VOTE_FEEDBACK);
    actor.stop();
  });
});
