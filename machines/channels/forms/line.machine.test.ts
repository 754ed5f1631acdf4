import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assistants, createInput } from '../../../tests/paths/models/channelForms';
import { httpFailure } from '../../../tests/paths/models/fixtures';
import { channelTexts } from '../channelTexts';
import { lineModel, lineSecret, lineToken } from '../../../tests/paths/models/line.model';
import { channelFormChecks } from '../../../tests/paths/channelFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { guardedPaths } from '../../../tests/paths/model';
import { lineMachine } from './line.machine';

const { paths, failure: generationFailure } = guardedPaths(lineModel);
const checks = channelFormChecks('line', {
  create: () => ({ channelSecret: '8c5b6d3ac6e1e2d2f6b6f2a4f3c1d0e9', accessToken: lineToken }),
  // The stored bot ids are kept; a secret left masked keeps the stored one on the server.
  update: (c) => ({ channelSecret: '********', accessToken: c.fields['accessToken'], lineBotUserId: 'U1', lineBasicId: '@123abcd' }),
});

describe('lineMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(lineMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(lineModel, path, checks);
  });
});

describe('a LINE channel the server refuses to add', () => {
  it('shows the server message, also for a server error (spec 02 section 8)', async () => {
    const actor = createActor(
      lineMachine.provide({
        actors: {
          loadAssistants: fromPromise(async () => assistants),
          checkUsage: fromPromise(async () => ({})),
          addChannel: fromPromise(async () => Promise.reject(httpFailure(500, { message: 'LINE is not answering.' }))),
        },
      }),
      { input: createInput },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    actor.send({ type: 'NAME_CHANGED', value: 'Main' });
    actor.send({ type: 'ASSISTANT_CHOSEN', botId: 'b1' });
    actor.send({ type: 'FIELD_CHANGED', field: 'channelSecret', value: lineSecret });
    actor.send({ type: 'FIELD_CHANGED', field: 'accessToken', value: lineToken });
    actor.send({ type: 'SUBMIT' });
    await settle();
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ key: channelTexts.createFailed, message: 'LINE is not answering.' });
    actor.stop();
  });
});
