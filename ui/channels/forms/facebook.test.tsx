// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { facebookPagesMachine } from '../../../machines/channels/forms/facebookPages.machine';
import { instagramPagesMachine } from '../../../machines/channels/forms/instagramPages.machine';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { consoleActorsForTest, WithActors } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { fakeChannelActors } from '../../testing/channelActors';
import type { ChannelActors } from '../channelActors';
import { providePagesForm } from '../provideChannels';
import { FacebookForm } from './facebook';
import { InstagramForm } from './instagram';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const harbour = { id: '100000000000001', name: 'Harbour Café', accessToken: 'EAAP-harbour', businessId: null };
const bakery = { id: '100000000000002', name: 'Moda Bakery', accessToken: 'EAAP-bakery', businessId: '880000000000001' };
const shop = { id: '100000000000026', name: 'Neighbourhood Shop 26', accessToken: 'EAAP-shop', businessId: null };

function calls(overrides: Partial<ChannelActors> = {}): ChannelActors {
  return fakeChannelActors({
    logInWithFacebook: vi.fn(async () => ({ accessToken: 'EAAU-ayla' })),
    loadFacebookPages: vi.fn(async ({ after }: { after: string | null }) => (after ? { pages: [shop], after: null } : { pages: [harbour, bakery], after: 'MjU=' })),
    loadChannel: vi.fn(async () => ({
      id: 'ch1',
      name: 'Moda Bakery',
      kind: 'facebook',
      botId: 'b1',
      properties: { pageID: bakery.id, accessToken: '********', fbSecondaryReceiverID: '263902037430900', fbSecondaryReceiverName: 'Page Inbox' },
    })),
    loadSecondaryReceivers: vi.fn(async () => ({
      receivers: [
        { id: '263902037430900', name: 'Page Inbox' },
        { id: '740000000000002', name: 'Agent desk' },
      ],
    })),
    ...overrides,
  });
}

function renderForm(channels: ChannelActors, channelId: string | null, kind: 'facebook' | 'instagram' = 'facebook') {
  function Harness() {
    const actor = useActorRef(
      providePagesForm(kind === 'facebook' ? facebookPagesMachine : instagramPagesMachine, channels, () => {}),
      {
        input: { companyId: 'c1', channelId, userEmail: 'ada@example.com' },
      },
    );
    return kind === 'facebook' ? <FacebookForm actor={actor} devMode={false} /> : <InstagramForm actor={actor} devMode={false} />;
  }
  render(
    <WithActors actors={consoleActorsForTest({ channels })}>
      <Harness />
    </WithActors>,
  );
  return userEvent.setup();
}

describe('FacebookForm', () => {
  it('logs in, loads more pages on demand and adds one channel per ticked page', async () => {
    const channels = calls();
    const user = renderForm(channels, null);
    await user.click(await screen.findByRole('button', { name: 'Log in with Facebook' }));
    await user.click(await screen.findByText('Harbour Café'));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.click(await screen.findByText('Neighbourhood Shop 26'));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Choose the assistant that answers on this channel.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Assistant/ }));
    await user.click(await screen.findByRole('option', { name: 'Helper' }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(channels.loadFacebookPages).toHaveBeenCalledWith({ companyId: 'c1', accessToken: 'EAAU-ayla', after: 'MjU=' }, expect.anything());
    expect(channels.checkUsage).toHaveBeenCalledWith({ companyId: 'c1', kind: 'facebook', fields: { pageID: shop.id } }, expect.anything());
    expect(channels.addChannel).toHaveBeenCalledWith(
      { companyId: 'c1', kind: 'facebook', name: 'Harbour Café', botId: 'b1', properties: { pageID: harbour.id, accessToken: 'EAAU-ayla', pageAccessToken: 'EAAP-harbour' } },
      expect.anything(),
    );
    expect(channels.addChannel).toHaveBeenCalledTimes(2);
  });

  it('says so when the person has no pages', async () => {
    const user = renderForm(calls({ loadFacebookPages: vi.fn(async () => ({ pages: [], after: null })) }), null);
    await user.click(await screen.findByRole('button', { name: 'Log in with Facebook' }));
    expect(await screen.findByText("You don't have any pages.")).toBeTruthy();
  });

  it('asks for a page before connecting', async () => {
    const channels = calls();
    const user = renderForm(channels, null);
    await user.click(await screen.findByRole('button', { name: 'Log in with Facebook' }));
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Choose at least one page to continue.')).toBeTruthy();
    expect(channels.addChannel).not.toHaveBeenCalled();
  });

  it('names another company that has the page already', async () => {
    const user = renderForm(calls({ checkUsage: vi.fn(async () => ({ companyID: 'c9', companyName: 'Other Co' })) }), null);
    await user.click(await screen.findByRole('button', { name: 'Log in with Facebook' }));
    await user.click(await screen.findByText('Harbour Café'));
    await user.click(screen.getByRole('button', { name: /Assistant/ }));
    await user.click(await screen.findByRole('option', { name: 'Helper' }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText("You've already added that channel to Other Co company.")).toBeTruthy();
  });

  it('chooses the handover receiver and saves it; reconnect sends the new token', async () => {
    const channels = calls();
    const user = renderForm(channels, 'ch1');
    const group = await screen.findByRole('radiogroup', { name: 'Hand conversations over to' });
    expect(group).toBeTruthy();
    await user.click(screen.getByText('Agent desk'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Channel updated successfully.')).toBeTruthy();
    expect(channels.saveHandover).toHaveBeenCalledWith({ channelId: 'ch1', fbSecondaryReceiverID: '740000000000002', fbSecondaryReceiverName: 'Agent desk' }, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(await screen.findByText('The page is reconnected with your new login.')).toBeTruthy();
    expect(channels.reconnectFacebook).toHaveBeenCalledWith({ channelId: 'ch1', token: 'EAAU-ayla' }, expect.anything());
  });

  it('shows why only the main receiver may configure handover, with reconnect still offered', async () => {
    const refusal = {
      kind: 'http' as const,
      status: 400,
      body: { statusCode: 400, error: 'Error', message: 'Only main receiver in Facebook can configure handover configurations.' },
    };
    renderForm(calls({ loadSecondaryReceivers: vi.fn(async () => Promise.reject(refusal)) }), 'ch1');
    expect(await screen.findByText('Only main receiver in Facebook can configure handover configurations.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy());
  });
});

describe('InstagramForm', () => {
  it('names a page without an Instagram business account', async () => {
    const refusal = { kind: 'http' as const, status: 400, body: { statusCode: 400, error: 'Error', message: 'Please try linking an Instagram business account Page!' } };
    const user = renderForm(calls({ addChannel: vi.fn(async () => Promise.reject(refusal)) }), null, 'instagram');
    await user.click(await screen.findByRole('button', { name: 'Log in with Facebook' }));
    await user.click(await screen.findByText('Harbour Café'));
    await user.click(screen.getByRole('button', { name: /Assistant/ }));
    await user.click(await screen.findByRole('option', { name: 'Helper' }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Please try linking an Instagram business account Page!')).toBeTruthy();
  });

  it("offers the account's persistent menu, ice breakers and direct link on update, and not on create", async () => {
    const user = renderForm(calls(), 'ch1', 'instagram');
    const tools = await screen.findByRole('group', { name: 'Instagram tools' });
    expect(tools).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Persistent menu' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    cleanup();
    renderForm(calls(), null, 'instagram');
    await screen.findByRole('button', { name: 'Log in with Facebook' });
    expect(screen.queryByRole('group', { name: 'Instagram tools' })).toBeNull();
  });
});
