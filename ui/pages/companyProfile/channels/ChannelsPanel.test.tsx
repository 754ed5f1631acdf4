// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChannelTile } from '../../../../machines/channels/channels';
import type { ChannelActors } from '../../../channels/channelActors';
import { consoleActorsForTest, WithActors } from '../../../testing/consoleActors';
import { toastQueue } from '../../../kit/toasts';
import { fakeChannelActors } from '../../../testing/channelActors';
import { initTestI18n } from '../../../testing/i18n';
import { ChannelsPanel } from './ChannelsPanel';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const tile = (id: string, kind: string, name: string): ChannelTile => ({ id, name, integrationType: kind, kind, status: 'ACTIVE', botId: 'b1', botName: 'Helper' });
const httpFailure = (status: number) => ({ kind: 'http' as const, status, body: { statusCode: status, error: 'Error', message: `Server says ${status}` } });

function fakeChannels(overrides: Partial<ChannelActors> = {}, tiles: ChannelTile[] = []): ChannelActors {
  return fakeChannelActors({
    loadChannels: vi.fn(async () => tiles),
    loadChannel: vi.fn(async () => ({
      id: 'w1',
      name: 'Cloud',
      kind: 'whatsappCloud',
      botId: 'b1',
      properties: { partnerName: 'Acme', registeredWhatsappPhoneNumber: '+905551112233' },
    })),
    addChannel: vi.fn(async () => ({ channel: { id: 'new1', name: 'Hook' } })),
    saveTrackingParameters: vi.fn(async () => ({ removeTrackingParams: true })),
    loadWhatsappTemplates: vi.fn(async () => ({ connected: true, templates: [{ name: 'hello_world', language: 'en_US', category: 'UTILITY' }] })),
    ...overrides,
  });
}

function renderPanel(channels: ChannelActors, canEdit = true) {
  render(
    <WithActors actors={consoleActorsForTest({ channels })}>
      <ChannelsPanel companyId="c1" companyName="A company with a rather long name" canEdit={canEdit} />
    </WithActors>,
  );
  return userEvent.setup();
}

async function chooseAssistant(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Assistant/ }));
  await user.click(screen.getByRole('option', { name: 'Helper' }));
}

describe('ChannelsPanel', () => {
  it('lists the tiles: the brand name cut after 24 characters, the company after 20, and a present kind is not offered again', async () => {
    renderPanel(fakeChannels({}, [tile('ch1', 'telegram', 'Our very long Telegram channel name')]));
    expect(await screen.findByText('Our very long Telegram c...')).toBeTruthy();
    expect(screen.getByText('A company with a rat...')).toBeTruthy();
    expect(screen.getByText('Telegram is already added: one channel of each type.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Telegram' })).toBeNull();
    // Web chats (one per assistant) and generic webhooks (one per partner) may be many.
    expect(screen.getByRole('button', { name: 'Add Web chat' })).toBeTruthy();
  });

  it('adds a generic channel and shows its incoming URL, api token and signing secret once', async () => {
    const channels = fakeChannels({ addChannel: vi.fn(async () => ({ channel: { id: 'new1', name: 'Hook' }, apiToken: 'tok-123', signingSecret: 'sec-456' })) });
    const user = renderPanel(channels);
    await user.click(await screen.findByRole('button', { name: 'Add Generic webhook' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Channel name' }), 'Hook');
    await user.type(within(dialog).getByRole('textbox', { name: 'Webhook URL' }), 'ftp://nope');
    await chooseAssistant(user);
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('The URL provided must begin with http:// or https://')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Webhook URL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Webhook URL' }), 'https://hooks.example.com/in');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('Saved successfully')).toBeTruthy();
    expect(within(dialog).getByText('tok-123')).toBeTruthy();
    expect(within(dialog).getByText('sec-456')).toBeTruthy();
    expect(within(dialog).getByText(`${window.location.origin}/external/v1/incoming?channelID=new1`)).toBeTruthy();
    expect(channels.addChannel).toHaveBeenCalledWith(
      { companyId: 'c1', kind: 'generic', name: 'Hook', botId: 'b1', properties: { webhookUrl: 'https://hooks.example.com/in' } },
      expect.anything(),
    );
    // The list is read again behind the open form.
    await waitFor(() => expect(channels.loadChannels).toHaveBeenCalledTimes(2));
  });

  async function addTelegram(channels: ChannelActors) {
    const user = renderPanel(channels);
    await user.click(await screen.findByRole('button', { name: 'Add Telegram' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'CONFIGURATIONS' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Bot name' }), 'Shop bot');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bot user name' }), 'shop_bot');
    await user.type(within(dialog).getByLabelText('Bot token'), '123456:ABCDEFGHIJKLMNOPQRSTuvwxyz');
    await chooseAssistant(user);
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    return dialog;
  }

  it("shows Telegram's failure text when the server refuses the token", async () => {
    const dialog = await addTelegram(fakeChannels({ addChannel: vi.fn(async () => Promise.reject(httpFailure(500))) }));
    expect(await within(dialog).findByText('A problem happened while creating the channel, please check again the token.')).toBeTruthy();
  });

  it('refuses a channel another company already uses, naming that company', async () => {
    const channels = fakeChannels({ checkUsage: vi.fn(async () => ({ companyID: 'c9', companyName: 'Other Co' })) });
    const dialog = await addTelegram(channels);
    expect(await within(dialog).findByText("You've already added that channel to Other Co company.")).toBeTruthy();
    expect(channels.checkUsage).toHaveBeenCalledWith({ companyId: expect.any(String), kind: 'telegram', fields: { telegramBotUsername: 'shop_bot' } }, expect.anything());
    expect(channels.addChannel).not.toHaveBeenCalled();
  });

  it('replaces the WhatsApp Cloud API key after the confirmation, then closes the popup', async () => {
    const channels = fakeChannels({}, [tile('w1', 'whatsappCloud', 'Cloud')]);
    const user = renderPanel(channels);
    await user.click(await screen.findByRole('button', { name: 'Open Cloud' }));
    await user.click(await screen.findByRole('button', { name: 'Manage the API key' }));
    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    const save = screen.getByRole('button', { name: 'Save', hidden: false });
    expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true' || save.hasAttribute('data-disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'New API key' }), 'INS.short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid API Key to continue.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'New API key' }));
    const key = `INS.${'a'.repeat(20)}.${'b'.repeat(50)}`;
    await user.type(screen.getByRole('textbox', { name: 'New API key' }), key);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Replace API Key?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('WhatsApp Cloud API key')).toBeNull());
    expect(channels.setCloudApiKey).toHaveBeenCalledWith({ channelId: 'w1', apiKey: key, userId: expect.any(String) }, expect.anything());
  });

  it('saves the partner webhook from its popup: a bad url is refused, then the popup closes with the spec text', async () => {
    const channels = fakeChannels({}, [tile('w1', 'whatsappCloud', 'Cloud')]);
    const user = renderPanel(channels);
    await user.click(await screen.findByRole('button', { name: 'Open Cloud' }));
    await user.click(await screen.findByRole('button', { name: 'Partner webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partner webhook' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Partner webhook URL' }), 'not a url');
    await user.type(within(dialog).getByRole('textbox', { name: 'Token' }), 'secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid url')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Partner webhook URL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Partner webhook URL' }), 'https://partner.example/in');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Partner webhook' })).toBeNull());
    expect(channels.savePartnerWebhook).toHaveBeenCalledWith({ channelId: 'w1', partnerWebhookUrl: 'https://partner.example/in', token: 'secret-1' }, expect.anything());
    expect(toastQueue.visibleToasts.map((toast) => toast.content.text)).toContain('Channel updated successfully.');
  });

  it('switches tracking parameter removal from its popup and names the channel on success', async () => {
    const channels = fakeChannels({}, [tile('w1', 'whatsappCloud', 'Cloud')]);
    const user = renderPanel(channels);
    await user.click(await screen.findByRole('button', { name: 'Open Cloud' }));
    await user.click(await screen.findByRole('button', { name: 'Tracking parameters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tracking parameters' });
    const toggle = await within(dialog).findByRole('checkbox');
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    await user.click(toggle);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tracking parameters' })).toBeNull());
    expect(channels.saveTrackingParameters).toHaveBeenCalledWith({ channelId: 'w1', removeTrackingParams: true }, expect.anything());
    expect(toastQueue.visibleToasts.map((toast) => toast.content.text)).toContain('Your Tracking Parameter has been updated on Cloud Channel successfully.');
  });

  it('offers the approved templates on the WhatsApp Cloud update form, or says they could not be read', async () => {
    const user = renderPanel(fakeChannels({}, [tile('w1', 'whatsappCloud', 'Cloud')]));
    await user.click(await screen.findByRole('button', { name: 'Open Cloud' }));
    await user.click(await screen.findByRole('button', { name: /Template sent after 24 hours/ }));
    expect(await screen.findByRole('option', { name: 'hello_world (en_US)' })).toBeTruthy();
  });

  it('says the templates could not be read when WhatsApp does not answer', async () => {
    const user = renderPanel(fakeChannels({ loadWhatsappTemplates: vi.fn(async () => Promise.reject(httpFailure(502))) }, [tile('w1', 'whatsappCloud', 'Cloud')]));
    await user.click(await screen.findByRole('button', { name: 'Open Cloud' }));
    expect(await screen.findByText('An error occurred fetching data')).toBeTruthy();
  });

  it('shows a USER the tiles without create, open or delete', async () => {
    renderPanel(fakeChannels({}, [tile('ch1', 'telegram', 'Shop bot')]), false);
    expect(await screen.findByText('Shop bot')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Shop bot' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open Shop bot' })).toBeNull();
  });
});
