import { describe, expect, it } from 'vitest';
import { webChatModel } from '../../../tests/paths/models/webChat.model';
import { channelFormChecks } from '../../../tests/paths/channelFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import type { ChannelRecord, UpdateChannelRequest } from '../channels';
import { webChatMachine } from './webChat.machine';

const paths = generatePaths(webChatModel);
const checks = channelFormChecks('webChat', {
  create: () => ({}),
  update: (c) => (c.fields['brandColor'] ? { brandColor: c.fields['brandColor'] } : {}),
});

describe('webChatMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(webChatMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(webChatModel, path, checks);
  });
});

describe('webChatMachine update', () => {
  it('sends back what the form does not show (the callout, vote settings), with its own fields over them', async () => {
    const { createActor, fromPromise, waitFor } = await import('xstate');
    let sent: Record<string, unknown> | undefined;
    const actor = createActor(
      webChatMachine.provide({
        actors: {
          loadChannel: fromPromise<ChannelRecord, { channelId: string }>(async () => ({
            id: 'ch1',
            name: 'Main',
            kind: 'webChat',
            botId: 'b1',
            properties: { brandColor: '#111111', brandName: 'Old', callOutText: 'Hi there', vote: { voteType: 'FACES' } },
          })),
          updateChannel: fromPromise<unknown, UpdateChannelRequest>(async ({ input }) => {
            sent = input.properties;
            return {};
          }),
        },
      }),
      { input: { companyId: 'c1', channelId: 'ch1', userEmail: 'ada@example.com' } },
    ).start();
    await waitFor(actor, (s) => s.hasTag('editing'));
    actor.send({ type: 'FIELD_CHANGED', field: 'brandColor', value: '#1A2B3C' });
    actor.send({ type: 'FIELD_CHANGED', field: 'brandName', value: '' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, () => sent !== undefined);
    expect(sent).toEqual({ brandColor: '#1A2B3C', callOutText: 'Hi there', vote: { voteType: 'FACES' } });
  });
});
