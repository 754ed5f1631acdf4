// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { zohoLoginMessages } from '../../../services/contracts/channels/salesChatLogin';
import { zohoCallback } from '../../../tests/paths/models/salesChatReturn.model';
import type { ChannelActors } from '../../channels/channelActors';
import { fakeChannelActors } from '../../testing/channelActors';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import CreateZohoPage from './CreateZohoPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const refusal = (status: number, message: string) => ({ kind: 'http', status, body: { statusCode: status, error: 'Refused', message } });

function show(query: Record<string, string>, overrides: Partial<ChannelActors> = {}) {
  const channels = fakeChannelActors(overrides);
  const view = renderRoute(<CreateZohoPage />, {
    path: '/company-profile/create-zoho',
    at: `/company-profile/create-zoho?${new URLSearchParams(query)}`,
    actors: consoleActorsForTest({ channels }),
  });
  return { user: userEvent.setup(), channels, location: view.location };
}

describe('/company-profile/create-zoho', () => {
  it("exchanges Zoho's code, asks for a name and an assistant, creates the channel and opens the CHANNELS tab", async () => {
    const { user, channels, location } = show(zohoCallback);
    expect(channels.zohoToken).toHaveBeenCalledWith({ query: zohoCallback }, expect.anything());
    const name = await screen.findByLabelText('Channel name');
    expect(screen.getByText('You are signed in with Zoho. Name the channel and choose the assistant that answers on it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(await screen.findByText(zohoLoginMessages.nameRequired)).toBeTruthy();
    expect(channels.createZohoChannel).not.toHaveBeenCalled();

    await user.type(name, 'SalesIQ');
    await user.click(screen.getByRole('button', { name: /Assistant \(optional\)/ }));
    await user.click(await screen.findByRole('option', { name: 'Helper' }));
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(channels.createZohoChannel).toHaveBeenCalledWith({ ticket: 'sealed-ticket', name: 'SalesIQ', botId: 'b1' }, expect.anything());
    await vi.waitFor(() => expect(location()).toBe('/company-profile?id=c1&initial=CHANNELS'));
  });

  it("shows Zoho's refusal in the spec's words, with the way back to the channels", async () => {
    show({ error: 'access_denied', state: 'c1.sealed' });
    expect(await screen.findByText('An error happened from Zoho side: access_denied')).toBeTruthy();
    cleanup();
    const { channels } = show(zohoCallback, { zohoToken: vi.fn(async () => Promise.reject(refusal(400, zohoLoginMessages.providerError('invalid_code')))) });
    expect(await screen.findByText('An error happened from Zoho side: invalid_code')).toBeTruthy();
    expect(channels.loadAssistants).not.toHaveBeenCalled();
    cleanup();
    show(zohoCallback, { zohoToken: vi.fn(async () => Promise.reject(refusal(502, zohoLoginMessages.providerErrorUnknown))) });
    expect(await screen.findByText('An error happened from Zoho side, please check support team.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the channels' }).getAttribute('href')).toBe('/companies');
  });

  it('says so when there is no login to complete, without asking the server', async () => {
    const { channels } = show({});
    expect(await screen.findByText(zohoLoginMessages.codeMissing)).toBeTruthy();
    expect(channels.zohoToken).not.toHaveBeenCalled();
  });

  it("keeps the form when the channel cannot be made, with the spec's text", async () => {
    const { user, location } = show(zohoCallback, { createZohoChannel: vi.fn(async () => Promise.reject(refusal(500, zohoLoginMessages.createFailed))) });
    await user.type(await screen.findByLabelText('Channel name'), 'SalesIQ');
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(await screen.findByText('Failed to create Zoho channel, please try again later or contact support team.')).toBeTruthy();
    expect((screen.getByLabelText('Channel name') as HTMLInputElement).value).toBe('SalesIQ');
    expect(location()).toMatch(/^\/company-profile\/create-zoho\?code=/);
  });
});
