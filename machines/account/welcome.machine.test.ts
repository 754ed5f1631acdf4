import { describe, expect, it } from 'vitest';
import { inboxProviderOf, welcomeMachine, welcomeTexts, type WelcomeContext } from './welcome.machine';
import { welcomeModel } from '../../tests/paths/models/welcome.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';
import { failureStatus } from '../shared/apiError';

const paths = generatePaths(welcomeModel);
const ctx = (d: Driver) => d.snapshot().context as WelcomeContext;

const checks: StateChecks = {
  idle: (d, step) => {
    expect(d.snapshot().can({ type: 'RESEND' })).toBe(true);
    expect(d.snapshot().can({ type: 'OPEN_INBOX' })).toBe(ctx(d).email.endsWith('@gmail.com'));
    if (step.event.type === 'xstate.done.actor.resend') {
      expect(ctx(d).notice).toEqual({ tone: 'success', text: { key: welcomeTexts.sent } });
    }
    if (step.event.type === 'xstate.error.actor.resend') {
      const key = failureStatus((step.event as { error?: unknown }).error) === 400 ? welcomeTexts.failed : commonTexts.internet;
      expect(ctx(d).notice).toEqual({ tone: 'error', text: { key } });
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
  ])('%s -> %s', (email, provider) => {
    expect(inboxProviderOf(email)).toBe(provider);
  });
});
