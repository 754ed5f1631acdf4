import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type InspectionEvent } from 'xstate';
import { inboxProviderOf, welcomeMachine, welcomeTexts, type WelcomeContext } from './welcome.machine';
import { welcomeModel } from '../../tests/paths/models/welcome.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { done, failed, httpFailure, networkFailure } from '../../tests/paths/models/fixtures';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';
import { failureStatus } from '../shared/apiError';

const { paths, failure: generationFailure } = guardedPaths(welcomeModel);
const ctx = (d: Driver) => d.snapshot().context as WelcomeContext;

const checks: StateChecks = {
  idle: (d, step) => {
    expect(d.snapshot().can({ type: 'RESEND' })).toBe(true);
    expect(d.snapshot().can({ type: 'OPEN_INBOX' })).toBe(ctx(d).email.endsWith('@gmail.com'));
    if (step.event.type === 'xstate.done.actor.resend') {
      expect(ctx(d).notice).toEqual({ tone: 'success', text: { key: welcomeTexts.sent } });
    }
    if (step.event.type === 'xstate.error.actor.resend') {
      const status = failureStatus((step.event as { error?: unknown }).error);
      const shown = status === 429 ? { key: welcomeTexts.tooSoon, values: { seconds: 30 } } : { key: status === 400 ? welcomeTexts.failed : commonTexts.internet };
      expect(ctx(d).notice).toEqual({ tone: 'error', text: shown });
    }
    if (step.event.type === 'OPEN_INBOX') {
      expect(d.called('openInbox').at(-1)).toEqual({ provider: 'gmail', url: 'https://mail.google.com/' });
    }
  },
  resending: (d) => {
    expect(d.snapshot().can({ type: 'RESEND' })).toBe(false);
    expect(d.invocations.resend?.at(-1)).toEqual({ email: ctx(d).email });
    expect(ctx(d).notice).toBeNull();
  },
  noSession: (d) => expect(d.calls.map((c) => c.type)).toEqual(['goToRegister']),
};

describe('welcomeMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(welcomeMachine, paths).states.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(welcomeModel, path, checks);
  });
});

describe('inbox provider', () => {
  it.each([
    ['ada@gmail.com', 'gmail'],
    ['ada@GoogleMail.com', 'gmail'],
    ['ada@outlook.com', 'outlook'],
    ['ada@hotmail.co.uk', 'outlook'],
    ['ada@live.com', 'outlook'],
    ['ada@yahoo.com', 'yahoo'],
    ['ada@yahoo.co.jp', 'yahoo'],
    ['ada@example.com', null],
    ['ada@notgmail.com', null],
    [' Ada@GMAIL.com ', 'gmail'],
    ['ada@gmail.community', null],
    ['ada@googlemail.co', null],
    ['ada@outlook.fr', 'outlook'],
    ['ada@myoutlook.com', null],
    ['ada@outlook', null],
    ['ada@outlook.c0m', null],
    ['ada@yahoo.fr', 'yahoo'],
    ['ada@notyahoo.com', null],
    ['ada@yahoo', null],
    ['ada@yahoo.c0m', null],
    ['ada@ymail.com', 'yahoo'],
    ['ada@ymail.com.tr', null],
    ['ada@myymail.com', null],
    ['gmail.com', null],
    ['', null],
  ])('%s -> %s', (email, provider) => {
    expect(inboxProviderOf(email)).toBe(provider);
  });
});

describe('welcomeMachine as the welcome page uses it', () => {
  it('starts with the name and address of the sign-up and no notice', () => {
    const d = createDriver(welcomeModel, { name: 'Ada', email: 'ada@outlook.com' });
    expect(d.snapshot().value).toBe('idle');
    expect(ctx(d)).toEqual({ name: 'Ada', email: 'ada@outlook.com', inboxProvider: 'outlook', notice: null });
    expect(d.calls).toEqual([]);
  });

  it('starts without a name when the sign-up left none', () => {
    const d = createDriver(welcomeModel, { email: 'ada@example.com' });
    expect(d.snapshot().value).toBe('idle');
    expect(ctx(d)).toEqual({ name: '', email: 'ada@example.com', inboxProvider: null, notice: null });
  });

  it.each([
    ['no address', {}],
    ['a blank address', { name: 'Ada', email: '   ' }],
  ])('goes to the sign-up with %s', (_, start) => {
    const d = createDriver(welcomeModel, start);
    expect(d.snapshot().value).toBe('noSession');
    expect(d.snapshot().status).toBe('done');
    expect(d.calls).toEqual([{ type: 'goToRegister', params: undefined }]);
    expect(ctx(d).email).toBe((start as { email?: string }).email ?? '');
  });

  it.each([
    ['ada@outlook.com', 'outlook', 'https://outlook.live.com/mail/'],
    ['ada@yahoo.com', 'yahoo', 'https://mail.yahoo.com/'],
    ['ada@gmail.com', 'gmail', 'https://mail.google.com/'],
  ])('opens the web mail of %s', async (email, provider, url) => {
    const d = createDriver(welcomeModel, { name: 'Ada', email });
    await d.apply({ type: 'OPEN_INBOX' });
    expect(d.snapshot().value).toBe('idle');
    expect(d.calls).toEqual([{ type: 'openInbox', params: { provider, url } }]);
  });

  it('offers no web mail for a company address', async () => {
    const d = createDriver(welcomeModel, { name: 'Ada', email: 'ada@example.com' });
    expect(d.snapshot().can({ type: 'OPEN_INBOX' })).toBe(false);
    await d.apply({ type: 'OPEN_INBOX' });
    expect(d.calls).toEqual([]);
  });

  it('resends to the address without surrounding spaces and clears the last notice while resending', async () => {
    const d = createDriver(welcomeModel, { name: 'Ada', email: ' ada@example.com ' });
    await d.apply({ type: 'RESEND' });
    expect(d.snapshot().value).toBe('resending');
    expect(d.invocations.resend).toEqual([{ email: 'ada@example.com' }]);
    await d.apply(done('resend', { status: 'ok' }));
    expect(d.snapshot().value).toBe('idle');
    expect(ctx(d).notice).toEqual({ tone: 'success', text: { key: welcomeTexts.sent } });
    await d.apply({ type: 'RESEND' });
    expect(ctx(d).notice).toBeNull();
  });

  it.each([
    ['400', httpFailure(400), welcomeTexts.failed],
    ['404', httpFailure(404), commonTexts.internet],
    ['500', httpFailure(500), commonTexts.internet],
    ['no answer', networkFailure, commonTexts.internet],
  ])('shows a failed resend (%s) as an error notice', async (_, failure, key) => {
    const d = createDriver(welcomeModel, { name: 'Ada', email: 'ada@example.com' });
    await d.apply({ type: 'RESEND' });
    await d.apply(failed('resend', failure));
    expect(d.snapshot().value).toBe('idle');
    expect(ctx(d).notice).toEqual({ tone: 'error', text: { key } });
  });

  it('says how long to wait when the server refuses a resend that comes too soon, and the connection problem when it gives no wait', async () => {
    const d = createDriver(welcomeModel, { name: 'Ada', email: 'ada@example.com' });
    await d.apply({ type: 'RESEND' });
    await d.apply(failed('resend', httpFailure(429, { remainingTime: 12 })));
    expect(ctx(d).notice).toEqual({ tone: 'error', text: { key: welcomeTexts.tooSoon, values: { seconds: 12 } } });
    await d.apply({ type: 'RESEND' });
    await d.apply(failed('resend', httpFailure(429)));
    expect(ctx(d).notice).toEqual({ tone: 'error', text: { key: commonTexts.internet } });
  });

  it('fails without the app resend actor, saying which actor was not provided', async () => {
    const errors: unknown[] = [];
    const inspect = (e: InspectionEvent) => {
      if (e.type === '@xstate.event' && e.event.type === 'xstate.error.actor.resend') errors.push((e.event as { error?: unknown }).error);
    };
    const actor = createActor(welcomeMachine, { input: { email: 'ada@example.com' }, inspect }).start();
    actor.send({ type: 'RESEND' });
    const shown = await waitFor(actor, (s) => s.context.notice !== null);
    expect(shown.value).toBe('idle');
    expect(shown.context.notice).toEqual({ tone: 'error', text: { key: commonTexts.internet } });
    expect(String(errors[0])).toContain('resend not provided');
    actor.stop();
  });
});
