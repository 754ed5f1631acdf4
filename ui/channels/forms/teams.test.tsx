// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { teamsMachine } from '../../../machines/channels/forms/teams.machine';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { consoleActorsForTest, WithActors } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { fakeChannelActors } from '../../testing/channelActors';
import type { ChannelActors } from '../channelActors';
import { provideChannelForm } from '../provideChannels';
import { TeamsForm } from './teams';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const APP_ID = '6c3a4f6e-2b1d-4c8e-9a77-0f1e2d3c4b5a';
const refusal = {
  kind: 'http' as const,
  status: 400,
  body: { statusCode: 400, error: 'Error', message: 'Teams did not accept the app id and password: AADSTS7000215: Invalid client secret provided.' },
};

function calls(overrides: Partial<ChannelActors> = {}): ChannelActors {
  return fakeChannelActors({
    loadChannel: vi.fn(async () => ({ id: 'ch1', name: 'Main', kind: 'teams', botId: 'b1', properties: { appID: APP_ID, password: '********' } })),
    addChannel: vi.fn(async () => ({ channel: { id: 'ch9', name: 'Main' } })),
    ...overrides,
  });
}

function Harness({ channels, channelId, devMode }: { channels: ChannelActors; channelId: string | null; devMode: boolean }) {
  const actor = useActorRef(
    provideChannelForm(teamsMachine, channels, () => {}),
    { input: { companyId: 'c1', channelId, userEmail: 'ada@example.com' } },
  );
  return <TeamsForm actor={actor} publicUrl="https://console.example.com" devMode={devMode} />;
}

function renderForm(channels: ChannelActors, channelId: string | null, devMode = false) {
  render(
    <WithActors actors={consoleActorsForTest({ channels })}>
      <Harness channels={channels} channelId={channelId} devMode={devMode} />
    </WithActors>,
  );
  return userEvent.setup();
}

async function fillAndConnect(user: ReturnType<typeof userEvent.setup>) {
  const name = await screen.findByRole('textbox', { name: 'Channel name' });
  // The fields take input once the assistants are read.
  await waitFor(() => expect((name as HTMLInputElement).disabled).toBe(false));
  await user.type(name, 'Main');
  await user.type(screen.getByRole('textbox', { name: 'App id' }), APP_ID);
  await user.type(screen.getByLabelText('Password'), 'app-password');
  await user.click(screen.getByRole('button', { name: /Assistant/ }));
  await user.click(await screen.findByRole('option', { name: 'Helper' }));
  await user.click(screen.getByRole('button', { name: 'Connect' }));
}

describe('TeamsForm', () => {
  it('adds the bot and shows the messaging endpoint to paste into its configuration, with a copy button', async () => {
    const channels = calls();
    const user = renderForm(channels, null, true);
    expect(await screen.findByRole('link', { name: '/sandbox/teams' })).toBeTruthy();
    await fillAndConnect(user);
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(screen.getByText('https://console.example.com/channels/v1/teams/ch9/webhook')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Messaging endpoint/ })).toBeTruthy();
    expect(channels.checkUsage).toHaveBeenCalledWith({ companyId: 'c1', kind: 'teams', fields: { appID: APP_ID } }, expect.anything());
    expect(channels.addChannel).toHaveBeenCalledWith(
      { companyId: 'c1', kind: 'teams', name: 'Main', botId: 'b1', properties: { appID: APP_ID, password: 'app-password' } },
      expect.anything(),
    );
  });

  it('shows the sign-in service’s words when Teams refuses the app id and password', async () => {
    const user = renderForm(calls({ addChannel: vi.fn(async () => Promise.reject(refusal)) }), null);
    await fillAndConnect(user);
    expect(await screen.findByText(refusal.body.message)).toBeTruthy();
    expect(screen.queryByText(/channels\/v1\/teams/)).toBeNull();
  });

  it('on update keeps the password masked, shows the messaging endpoint, and saves', async () => {
    const channels = calls();
    const user = renderForm(channels, 'ch1');
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.getByText('https://console.example.com/channels/v1/teams/ch1/webhook')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '********');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Channel updated successfully.')).toBeTruthy();
    expect(channels.updateChannel).toHaveBeenCalledWith({ channelId: 'ch1', name: 'Main', properties: { appID: APP_ID, password: '********' } }, expect.anything());
  });
});
