import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { webChatModel } from '../../../tests/paths/models/webChat.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { webSettingsChecks } from '../../../tests/paths/webSettingsChecks';
import type { ChannelRecord, UpdateChannelRequest } from '../channels';
import { webChatMachine } from './webChat.machine';

const paths = generatePaths(webChatModel);
const checks = webSettingsChecks('webChat', (stored) => (stored['vote'] ? { vote: stored['vote'] } : {}));

describe('webChatMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(webChatMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(webChatModel, path, checks);
  });
});

describe('webChatMachine update', () => {
  it('sends typed values, the buttons, the texts under texts and what the form does not show', async () => {
    let sent: Record<string, unknown> | undefined;
    const actor = createActor(
      webChatMachine.provide({
        actors: {
          loadChannel: fromPromise<ChannelRecord, { channelId: string }>(async () => ({
            id: 'ch1',
            name: 'Main',
            kind: 'webChat',
            botId: 'b1',
            properties: { brandColor: '#111111', brandName: 'Old', callOutText: 'Hi there', buttonWidth: '60px', vote: { voteImage: 'https://cdn.example.com/vote.png' } },
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
    actor.send({ type: 'FIELD_CHANGED', field: 'enableCallOut', value: true });
    actor.send({ type: 'FIELD_CHANGED', field: 'callOutDelay', value: 2 });
    actor.send({ type: 'FIELD_CHANGED', field: 'typingDelay', value: 4 });
    actor.send({ type: 'BUTTON_ADDED' });
    actor.send({ type: 'BUTTON_CHANGED', index: 0, change: { text: 'Chat with us', colorCode: '#000000' } });
    actor.send({ type: 'TEXT_CHANGED', key: 'sendButtonText', value: 'Go' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, () => sent !== undefined);
    expect(sent).toEqual({
      brandColor: '#1A2B3C',
      callOutText: 'Hi there',
      buttonWidth: 60,
      enableCallOut: true,
      callOutDelay: 2,
      typingDelay: 4,
      buttonList: [{ buttonId: 1, text: 'Chat with us', colorCode: '#000000' }],
      texts: { sendButtonText: 'Go' },
      vote: { voteImage: 'https://cdn.example.com/vote.png' },
    });
    expect(actor.getSnapshot().context.warning).toEqual({ key: 'channels.web.errors.typingDelay' });
  });

  it('shows each refusal under its field and does not save', async () => {
    const actor = createActor(
      webChatMachine.provide({
        actors: { loadChannel: fromPromise<ChannelRecord, { channelId: string }>(async () => ({ id: 'ch1', name: 'Main', kind: 'webChat', botId: 'b1', properties: {} })) },
      }),
      { input: { companyId: 'c1', channelId: 'ch1', userEmail: 'ada@example.com' } },
    ).start();
    await waitFor(actor, (s) => s.hasTag('editing'));
    actor.send({ type: 'FIELD_CHANGED', field: 'callOutText', value: 'x'.repeat(151) });
    actor.send({ type: 'REQUEST_CHANGED', request: 'customOtpValidation', value: { url: 'https://otp.example.com', method: 'POST', headers: [], body: '{oops' } });
    actor.send({ type: 'SAVE' });
    const c = actor.getSnapshot().context;
    expect(c.errors['callOutText']).toEqual({ key: 'channels.errors.invalid', message: 'At most 150 characters.' });
    expect(c.errors['customOtpValidation.body']).toEqual({ key: 'channels.errors.invalid', message: 'The body must be valid JSON.' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});
