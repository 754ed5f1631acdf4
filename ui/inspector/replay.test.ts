import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginMachine } from '../../machines/account/login.machine';
import { signinAnswer } from '../../tests/paths/models/fixtures';
import type { SigninAnswer, SigninRequest } from '../../services/contracts/auth';
import { exportLog, type ExportedLog } from './exportLog';
import { InspectionStore } from './inspectionStore';
import { replayLog } from './replay';

describe('replaying an exported log', () => {
  it('drives a fresh login machine through the states of a real run to the same final state', async () => {
    const store = new InspectionStore({ tabId: 'tab' });
    const signin = fromPromise<SigninAnswer, SigninRequest>(async () => signinAnswer());
    const logic = loginMachine.provide({ actors: { signin } });
    const actor = createActor(logic, { input: { captchaThreshold: 3, appInstallation: false }, inspect: store.observe }).start();
    actor.send({ type: 'EMAIL_CHANGED', value: 'ada@example.com' });
    actor.send({ type: 'PASSWORD_CHANGED', value: 'Secret1!' });
    actor.send({ type: 'SUBMIT' });
    await expect.poll(() => actor.getSnapshot().value).toBe('signedIn');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const root = store.getActors().find((a) => a.sessionId === actor.sessionId)!;
    // Exported as the developer downloads it: through JSON.
    const exported = JSON.parse(JSON.stringify(exportLog(root)));

    const result = replayLog(loginMachine, exported);

    expect(result.steps.map((s) => s.value)).toEqual([{ editing: 'ready' }, { editing: 'ready' }, { editing: 'ready' }, 'submitting', 'signedIn']);
    expect(result.steps.at(-1)!.eventType).toBe('xstate.done.actor.signin');
    expect(result.final).toEqual(actor.getSnapshot().value);
    expect(result.status).toBe('done');
  });

  it('stops where the log stops: an answer that never came leaves the machine waiting', () => {
    const log: ExportedLog = {
      format: 'console-inspector-log',
      version: 1,
      exportedAt: new Date(0).toISOString(),
      actor: { id: 'x:0', sessionId: 'x:0', machineId: 'login', systemId: null, input: { captchaThreshold: 3, appInstallation: false } },
      entries: [
        { seq: 1, time: 0, eventType: 'EMAIL_CHANGED', event: { type: 'EMAIL_CHANGED', value: 'ada@example.com' }, source: null, value: null, snapshot: null },
        { seq: 2, time: 0, eventType: 'PASSWORD_CHANGED', event: { type: 'PASSWORD_CHANGED', value: 'x' }, source: null, value: null, snapshot: null },
        { seq: 3, time: 0, eventType: 'SUBMIT', event: { type: 'SUBMIT' }, source: null, value: null, snapshot: null },
      ],
    };
    expect(replayLog(loginMachine, log).final).toBe('submitting');
  });

  it('sends neither the start and stop XState makes itself nor entries that are not events', () => {
    const entry = (seq: number, eventType: string, event: unknown) => ({ seq, time: 0, eventType, event, source: null, value: null, snapshot: null });
    const log = {
      format: 'console-inspector-log',
      version: 1,
      exportedAt: new Date(0).toISOString(),
      actor: { id: 'x:0', sessionId: 'x:0', machineId: 'login', systemId: null, input: { captchaThreshold: 3, appInstallation: false } },
      entries: [
        entry(1, 'xstate.init', { type: 'xstate.init', input: { captchaThreshold: 0, appInstallation: true } }),
        entry(2, 'EMAIL_CHANGED', 'EMAIL_CHANGED'),
        entry(3, 'EMAIL_CHANGED', { value: 'no type' }),
        entry(4, 'EMAIL_CHANGED', { type: 'EMAIL_CHANGED', value: 'ada@example.com' }),
        entry(5, 'xstate.stop', { type: 'xstate.stop' }),
      ],
    } as unknown as ExportedLog;
    const result = replayLog(loginMachine, log);
    expect(result.steps.map((s) => s.eventType)).toEqual(['xstate.init', 'EMAIL_CHANGED']);
    expect(result.status).toBe('active');
  });
});
