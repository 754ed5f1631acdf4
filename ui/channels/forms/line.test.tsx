// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lineMachine } from '../../../machines/channels/forms/line.machine';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { consoleActorsForTest, WithActors } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { fakeChannelActors } from '../../testing/channelActors';
import type { ChannelActors } from '../channelActors';
import { provideChannelForm } from '../provideChannels';
import { LineForm } from './line';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const lineRefusal = 'Authentication failed. Confirm that the access token in the authorization header is valid.';
const refused = { kind: 'http' as const, status: 400, body: { statusCode: 400, error: 'BAD_USER_INPUT', message: lineRefusal } };
const stored = { channelSecret: '********', accessToken: '********', lineBotUserId: 'U1', lineBasicId: '@123abcd' };

function calls(overrides: Partial<ChannelActors> = {}): ChannelActors {
  return fakeChannelActors({
    loadChannel: vi.fn(async () => ({ id: 'ch1', name: 'Main', kind: 'line', botId: 'b1', properties: stored })),
    addChannel: vi.fn(async () => Promise.reject(refused)),
    ...overrides,
  });
}

function Harness({ channels, channelId }: { channels: ChannelActors; channelId: string | null }) {
  const actor = useActorRef(
    provideChannelForm(lineMachine, channels, () => {}),
    { input: { companyId: 'c1', channelId, userEmail: 'ada@example.com' } },
  );
  return <LineForm actor={actor} publicUrl="https://console.example.com" devMode />;
}

function renderForm(channels: ChannelActors, channelId: string | null) {
  render(
    <WithActors actors={consoleActorsForTest({ channels })}>
      <Harness channels={channels} channelId={channelId} />
    </WithActors>,
  );
  return userEvent.setup();
}

describe('LineForm', () => {
  it('explains where LINE gives the secret and the token, and shows the server’s message when adding fails', async () => {
    const channels = calls();
    const user = renderForm(channels, null);
    expect(await screen.findByText(/create a provider and a Messaging API channel/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '/sandbox/line' }).getAttribute('href')).toBe('/sandbox/line');
    await user.click(screen.getByRole('tab', { name: 'CONFIGURATIONS' }));
    const name = await screen.findByLabelText('Channel name');
    // The fields take input once the assistants are read.
    await waitFor(() => expect((name as HTMLInputElement).disabled).toBe(false));
    await user.type(name, 'Main');
    await user.type(screen.getByLabelText('Channel secret'), '8c5b6d3ac6e1e2d2f6b6f2a4f3c1d0e9');
    await user.type(screen.getByLabelText('Channel access token'), 'token-1');
    await user.click(screen.getByRole('button', { name: /Assistant/ }));
    await user.click(await screen.findByRole('option', { name: 'Helper' }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(channels.addChannel).toHaveBeenCalledWith(
        { companyId: 'c1', kind: 'line', name: 'Main', botId: 'b1', properties: { channelSecret: '8c5b6d3ac6e1e2d2f6b6f2a4f3c1d0e9', accessToken: 'token-1' } },
        expect.anything(),
      ),
    );
    expect(await screen.findByText(lineRefusal)).toBeTruthy();
  });

  it('refuses empty fields with the spec’s text', async () => {
    const channels = calls();
    const user = renderForm(channels, null);
    await user.click(await screen.findByRole('tab', { name: 'CONFIGURATIONS' }));
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect((await screen.findAllByText('The field cannot be empty')).length).toBe(3);
    expect(channels.addChannel).not.toHaveBeenCalled();
  });

  it('shows both secrets masked on update, keeps them when left so, and says the channel was updated', async () => {
    const channels = calls();
    const user = renderForm(channels, 'ch1');
    const secret = await screen.findByLabelText('Channel secret');
    await waitFor(() => expect((secret as HTMLInputElement).value).toBe('********'));
    expect(secret.getAttribute('type')).toBe('password');
    expect((screen.getByLabelText('Channel access token') as HTMLInputElement).value).toBe('********');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(channels.updateChannel).toHaveBeenCalledWith({ channelId: 'ch1', name: 'Main', properties: stored }, expect.anything()));
    expect(await screen.findByText('Channel updated successfully.')).toBeTruthy();
  });
});
