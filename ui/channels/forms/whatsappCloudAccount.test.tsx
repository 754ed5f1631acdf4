// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { whatsappCloudMachine } from '../../../machines/channels/forms/whatsappCloud.machine';
import { SECRET_MASK } from '../../../services/contracts/channels';
import { whatsappCloudMessages } from '../../../services/contracts/channels/whatsappCloud';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { consoleActorsForTest, WithActors } from '../../testing/consoleActors';
import { fakeChannelActors } from '../../testing/channelActors';
import { initTestI18n } from '../../testing/i18n';
import type { ChannelActors } from '../channelActors';
import { provideChannelForm } from '../provideChannels';
import { WhatsappCloudForm } from './whatsappCloud';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const stored = {
  partnerName: 'Acme',
  registeredWhatsappPhoneNumber: '+905551112233',
  email: 'ada@example.com',
  phoneNumberId: '106540352242922',
  businessAccountId: '102290129340398',
  accessToken: SECRET_MASK,
  appSecret: SECRET_MASK,
  verifyToken: SECRET_MASK,
};
const incomplete = 'To connect the number enter all five: the phone number id, the WhatsApp Business Account id, the access token, the app secret and the verify token.';

function Harness({ channels, channelId }: { channels: ChannelActors; channelId: string | null }) {
  const actor = useActorRef(
    provideChannelForm(whatsappCloudMachine, channels, () => {}),
    { input: { companyId: 'c1', channelId, userEmail: 'ada@example.com' } },
  );
  return <WhatsappCloudForm actor={actor} publicUrl="https://console.example.com" devMode />;
}

function renderForm(channelId: string | null, overrides: Partial<ChannelActors> = {}) {
  const channels = fakeChannelActors({
    loadChannel: vi.fn(async () => ({ id: 'ch1', name: 'Main', kind: 'whatsappCloud', botId: 'b1', properties: stored })),
    ...overrides,
  });
  render(
    <WithActors actors={consoleActorsForTest({ channels })}>
      <Harness channels={channels} channelId={channelId} />
    </WithActors>,
  );
  return { channels, user: userEvent.setup() };
}

/** The create form's own fields, once the assistants are read (the fields take input then). */
async function fillChannel(user: ReturnType<typeof userEvent.setup>) {
  const name = screen.getByLabelText('Channel name') as HTMLInputElement;
  await waitFor(() => expect(name.disabled).toBe(false));
  await user.type(name, 'Main');
  await user.type(screen.getByLabelText('Customer name'), 'Acme');
  await user.type(screen.getByLabelText('Registered WhatsApp number'), '+905551112233');
  await user.click(screen.getByRole('button', { name: /Assistant/ }));
  await user.click(await screen.findByRole('option', { name: 'Helper' }));
}

const account = () => screen.getByRole('group', { name: 'Cloud API account' });
const field = (label: string) => within(account()).getByLabelText(label) as HTMLInputElement;

describe('WhatsappCloudForm Cloud API account', () => {
  it('on update shows the stored ids, the three secrets masked in password fields, and the callback URL to copy', async () => {
    renderForm('ch1');
    await waitFor(() => expect(field('Phone number id').value).toBe('106540352242922'));
    expect(field('WhatsApp Business Account id').value).toBe('102290129340398');
    for (const secret of ['Access token', 'App secret', 'Verify token']) {
      expect(field(secret).value).toBe(SECRET_MASK);
      expect(field(secret).type).toBe('password');
    }
    expect(within(account()).getAllByText(/The stored value stays unless you type a new one/)).toHaveLength(3);
    const webhook = screen.getByRole('region', { name: 'Webhook' });
    expect(within(webhook).getByText('https://console.example.com/channels/v1/whatsappCloud/ch1/webhook')).toBeTruthy();
    expect(within(webhook).getByRole('button', { name: 'Copy Callback URL' })).toBeTruthy();
    expect(within(account()).getByRole('link', { name: '/sandbox/whatsapp' })).toBeTruthy();
  });

  it('SAVE keeps the stored secrets (sent back masked) and sends a retyped token as typed', async () => {
    const { channels, user } = renderForm('ch1');
    await waitFor(() => expect(field('Access token').value).toBe(SECRET_MASK));
    await user.clear(field('Access token'));
    await user.type(field('Access token'), 'EAAG-new-token');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(channels.updateChannel).toHaveBeenCalledWith({ channelId: 'ch1', name: 'Main', properties: { ...stored, accessToken: 'EAAG-new-token' } }, expect.anything()),
    );
  });

  it("shows the server's words when Meta refuses the token, and the form stays as typed", async () => {
    const refusal = { kind: 'http' as const, status: 400, body: { statusCode: 400, error: 'BAD_USER_INPUT', message: whatsappCloudMessages.connectFailed } };
    const { user } = renderForm('ch1', { updateChannel: vi.fn(async () => Promise.reject(refusal)) });
    await waitFor(() => expect(field('Access token').value).toBe(SECRET_MASK));
    await user.clear(field('Access token'));
    await user.type(field('Access token'), 'EAAG-wrong');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(whatsappCloudMessages.connectFailed)).toBeTruthy();
    expect(field('Access token').value).toBe('EAAG-wrong');
  });

  it('on create may be left empty, but one field given asks for all five under each empty one', async () => {
    const { channels, user } = renderForm(null);
    await fillChannel(user);
    await user.type(field('Phone number id'), '106540352242922');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await within(account()).findAllByText(incomplete)).toHaveLength(4);
    expect(channels.addChannel).not.toHaveBeenCalled();
    await user.clear(field('Phone number id'));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(within(account()).queryByText(incomplete)).toBeNull();
    await waitFor(() => expect(channels.addChannel).toHaveBeenCalled());
    expect(vi.mocked(channels.addChannel).mock.calls[0]![0].properties).toEqual({ partnerName: 'Acme', registeredWhatsappPhoneNumber: '+905551112233', email: 'ada@example.com' });
  });

  it('once added with an account, shows the callback URL to paste into the app dashboard', async () => {
    const { channels, user } = renderForm(null, { addChannel: vi.fn(async () => ({ channel: { id: 'ch9', name: 'Main' } })) });
    await fillChannel(user);
    const typed = { phoneNumberId: '106540352242922', businessAccountId: '102290129340398', accessToken: 'EAAG-token', appSecret: 'app-secret', verifyToken: 'verify-me' };
    await user.type(field('Phone number id'), typed.phoneNumberId);
    await user.type(field('WhatsApp Business Account id'), typed.businessAccountId);
    await user.type(field('Access token'), typed.accessToken);
    await user.type(field('App secret'), typed.appSecret);
    await user.type(field('Verify token'), typed.verifyToken);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const webhook = await screen.findByRole('region', { name: 'Webhook' });
    expect(within(webhook).getByText('https://console.example.com/channels/v1/whatsappCloud/ch9/webhook')).toBeTruthy();
    expect(vi.mocked(channels.addChannel).mock.calls[0]![0].properties).toEqual({
      partnerName: 'Acme',
      registeredWhatsappPhoneNumber: '+905551112233',
      email: 'ada@example.com',
      ...typed,
    });
  });
});
