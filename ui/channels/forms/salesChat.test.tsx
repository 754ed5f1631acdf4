// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { salesChatMachine } from '../../../machines/channels/forms/salesChat.machine';
import { zohoLoginMessages } from '../../../services/contracts/channels/salesChatLogin';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { fakeChannelActors } from '../../testing/channelActors';
import { initTestI18n } from '../../testing/i18n';
import type { ChannelActors } from '../channelActors';
import { provideSalesChat } from '../provideSalesChat';
import { SalesChatForm } from './salesChat';

beforeAll(() => initTestI18n());
afterEach(cleanup);

function Harness({ channels, channelId, leave }: { channels: ChannelActors; channelId: string | null; leave: (url: string) => void }) {
  const actor = useActorRef(provideSalesChat(salesChatMachine, channels, leave), { input: { companyId: 'c1', channelId, userEmail: 'ada@example.com' } });
  return <SalesChatForm actor={actor} devMode />;
}

function show(channelId: string | null = null, overrides: Partial<ChannelActors> = {}) {
  const channels = fakeChannelActors(overrides);
  const leave = vi.fn();
  render(<Harness channels={channels} channelId={channelId} leave={leave} />);
  return { user: userEvent.setup(), channels, leave };
}

describe('sales chat (Zoho SalesIQ) form', () => {
  it("explains the Zoho client and its return address, and links the sandbox's API console in developer mode", () => {
    show();
    expect(screen.getByRole('tab', { name: 'OVERVIEW', selected: true })).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/company-profile/create-zoho`)).toBeTruthy();
    expect(screen.getByRole('link', { name: '/sandbox/zoho' }).getAttribute('href')).toBe('/sandbox/zoho');
  });

  it('asks for the client id and secret, then sends the browser to Zoho', async () => {
    const { user, channels, leave } = show();
    await user.click(screen.getByRole('tab', { name: 'CONFIGURATIONS' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with Zoho' }));
    expect(await screen.findByText(zohoLoginMessages.clientIdRequired)).toBeTruthy();
    expect(screen.getByText(zohoLoginMessages.clientSecretRequired)).toBeTruthy();
    expect(channels.zohoAuthorize).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Client ID'), '1000.HARBOUR');
    await user.type(screen.getByLabelText('Client secret'), 'harbour-secret');
    await user.type(screen.getByLabelText('SalesIQ portal screen name'), 'harbourcafe');
    expect(screen.getByLabelText('Client secret').getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Sign in with Zoho' }));
    expect(channels.zohoAuthorize).toHaveBeenCalledWith(
      { companyId: 'c1', clientId: '1000.HARBOUR', clientSecret: 'harbour-secret', screenName: 'harbourcafe' },
      expect.anything(),
    );
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://accounts.zoho.com/oauth/v2/auth?client_id=1000.CLIENT'));
    expect(screen.getByRole('button', { name: 'Opening Zoho…' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's refusal and stays on the form", async () => {
    const refusal = { kind: 'http', status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'You are not allowed to change this company.' } };
    const { user, leave } = show(null, { zohoAuthorize: vi.fn(async () => Promise.reject(refusal)) });
    await user.click(screen.getByRole('tab', { name: 'CONFIGURATIONS' }));
    await user.type(screen.getByLabelText('Client ID'), '1000.HARBOUR');
    await user.type(screen.getByLabelText('Client secret'), 'harbour-secret');
    await user.click(screen.getByRole('button', { name: 'Sign in with Zoho' }));
    expect(await screen.findByText('You are not allowed to change this company.')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in with Zoho' }).hasAttribute('disabled')).toBe(false);
  });

  it("says 'Not implemented yet.' for a stored sales chat (spec 02)", () => {
    const { channels } = show('ch-zoho');
    expect(screen.getByText(zohoLoginMessages.updateNotImplemented)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Zoho' })).toBeNull();
    expect(channels.loadChannel).not.toHaveBeenCalled();
  });
});
