// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { suiteConnectMachine } from '../../../machines/channels/forms/suiteConnect.machine';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { consoleActorsForTest, WithActors } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { fakeChannelActors } from '../../testing/channelActors';
import type { ChannelActors } from '../channelActors';
import { provideSuiteConnect } from '../provideSuite';
import { SuiteForm } from './suite';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const refusal = (status: number) => ({ kind: 'http' as const, status, body: { statusCode: status, error: 'Error', message: 'refused' } });
const stored = { suiteCompanyId: 'SC-1001', suitePoolId: 'P-2001', suiteAgentToken: '********', suiteType: 'SuiteCloud' };

function calls(overrides: Partial<ChannelActors> = {}): ChannelActors {
  return fakeChannelActors({
    loadChannel: vi.fn(async () => ({ id: 'ch1', name: 'Desk', kind: 'suite', botId: 'b1', properties: stored })),
    loadSuitePools: vi.fn(async () => [
      { id: 'P-2001', name: 'Customer support' },
      { id: 'P-2002', name: 'Sales' },
    ]),
    ...overrides,
  });
}

function Harness({ channels, channelId }: { channels: ChannelActors; channelId: string | null }) {
  const actor = useActorRef(
    provideSuiteConnect(suiteConnectMachine, channels, () => {}),
    { input: { companyId: 'c1', channelId, userEmail: 'ada@example.com' } },
  );
  return <SuiteForm actor={actor} devMode />;
}

function renderForm(channels: ChannelActors, channelId: string | null) {
  render(
    <WithActors actors={consoleActorsForTest({ channels })}>
      <Harness channels={channels} channelId={channelId} />
    </WithActors>,
  );
  return userEvent.setup();
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(input('Channel name').disabled).toBe(false));
  await user.type(input('Channel name'), 'Desk');
  await user.click(screen.getByRole('button', { name: /Assistant/ }));
  await user.click(await screen.findByRole('option', { name: 'Helper' }));
  await user.type(input('Username'), 'selin.agent');
  await user.type(input('Password'), 'Suite-Pass-1');
  await user.type(input('Suite company id'), 'SC-1001');
  await user.type(input('Suite pool id'), 'P-2001');
  await user.type(input('Captcha'), 'AB3CD');
}

describe('SuiteForm', () => {
  it('shows the cloud captcha and address read-only, logs in and adds the channel with the agent token', async () => {
    const channels = calls();
    const user = renderForm(channels, null);
    expect(await screen.findByRole('img', { name: 'Captcha: type the characters shown' })).toBeTruthy();
    expect(input('Suite URL').value).toBe('https://cloud.suite.example');
    expect(input('Suite URL').readOnly).toBe(true);
    expect(screen.getByRole('radio', { name: 'Cloud' })).toHaveProperty('checked', true);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(channels.addChannel).toHaveBeenCalledWith(
        {
          companyId: 'c1',
          kind: 'suite',
          name: 'Desk',
          botId: 'b1',
          properties: { suiteCompanyId: 'SC-1001', suitePoolId: 'P-2001', suiteAgentToken: 'SUT.selin.agent.token', suiteType: 'SuiteCloud' },
        },
        expect.anything(),
      ),
    );
    expect(channels.suiteLogin).toHaveBeenCalledWith(expect.objectContaining({ url: null, captchaKey: 'key-1', captchaVal: 'AB3CD' }), expect.anything());
  });

  it('on-premise: clears the address and the captcha, fetches the captcha of the address typed once it is left', async () => {
    const channels = calls();
    const user = renderForm(channels, null);
    await screen.findByRole('img', { name: 'Captcha: type the characters shown' });
    await user.click(screen.getByRole('radio', { name: 'On-premise' }));
    expect(input('Suite URL').value).toBe('');
    expect(screen.queryByRole('img', { name: 'Captcha: type the characters shown' })).toBeNull();
    await user.type(input('Suite URL'), 'suite.example.org/');
    await user.tab();
    expect(await screen.findByText('The url must not end with "/".')).toBeTruthy();
    await user.clear(input('Suite URL'));
    await user.type(input('Suite URL'), 'suite.example.org');
    await user.tab();
    await waitFor(() => expect(channels.fetchSuiteCaptcha).toHaveBeenLastCalledWith({ companyId: 'c1', url: 'https://suite.example.org' }, expect.anything()));
    expect(await screen.findByRole('img', { name: 'Captcha: type the characters shown' })).toBeTruthy();
  });

  it.each([
    [401, 'The account username or password is invalid'],
    [402, 'That account is already integrated'],
    [403, 'The captcha is invalid'],
    [405, "You have not logged in SOR'UN Suite Dashboard for a long time. Please contact wit your admin to change your password."],
  ])('a login refused with %i says so and fetches a new captcha', async (status, text) => {
    const channels = calls({ suiteLogin: vi.fn(async () => Promise.reject(refusal(status))) });
    const user = renderForm(channels, null);
    await screen.findByRole('img', { name: 'Captcha: type the characters shown' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(text)).toBeTruthy();
    await waitFor(() => expect(channels.fetchSuiteCaptcha).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(input('Captcha').value).toBe(''));
    expect(channels.addChannel).not.toHaveBeenCalled();
  });

  it('no suite at the address: says so, without a new captcha', async () => {
    const channels = calls({ suiteLogin: vi.fn(async () => Promise.reject(refusal(500))) });
    const user = renderForm(channels, null);
    await screen.findByRole('img', { name: 'Captcha: type the characters shown' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText("There is no SOR'UN suite account on that Url")).toBeTruthy();
    expect(channels.fetchSuiteCaptcha).toHaveBeenCalledTimes(1);
  });

  it('on update: chooses the handover pool among the suite’s pools and saves it; a 400 says the target is not found', async () => {
    const channels = calls({ saveSuiteHandoverPool: vi.fn().mockResolvedValueOnce({ suiteHandoverPoolID: 'P-2002' }).mockRejectedValueOnce(refusal(400)) });
    const user = renderForm(channels, 'ch1');
    expect(await screen.findByText('Connected to suite company SC-1001, pool P-2001.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The field cannot be empty')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Handover pool/ }));
    await user.click(await screen.findByRole('option', { name: 'Sales (P-2002)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(channels.saveSuiteHandoverPool).toHaveBeenCalledWith({ channelId: 'ch1', suiteHandoverPoolID: 'P-2002' }, expect.anything()));
    expect(await screen.findByText('Channel updated successfully.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The target channel could not be found, please check again.')).toBeTruthy();
  });
});
