// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { whatsappCloudMachine } from '../../../machines/channels/forms/whatsappCloud.machine';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { consoleActorsForTest, WithActors } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { fakeChannelActors } from '../../testing/channelActors';
import type { ChannelActors } from '../channelActors';
import { provideChannelForm } from '../provideChannels';
import { WhatsappCloudForm } from './whatsappCloud';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const FLOW_1 = '0a000000-0000-4000-8000-000000000001';
const FLOW_2 = '0a000000-0000-4000-8000-000000000002';
const FLOW_3 = '0a000000-0000-4000-8000-000000000003';
const stored = {
  partnerName: 'Acme',
  registeredWhatsappPhoneNumber: '+905551112233',
  email: 'ada@example.com',
  outsideWindowTemplate: { name: 'hello_world', language: 'en_US' },
  flowTemplates: { [FLOW_2]: { name: 'merhaba', language: 'tr' } },
};
const httpFailure = (status: number) => ({ kind: 'http' as const, status, body: { statusCode: status, error: 'Error', message: `Server says ${status}` } });

function calls(overrides: Partial<ChannelActors> = {}): ChannelActors {
  return fakeChannelActors({
    loadAssistants: vi.fn(async () => []),
    loadChannel: vi.fn(async () => ({ id: 'ch1', name: 'Main', kind: 'whatsappCloud', botId: 'b1', properties: stored })),
    loadWhatsappTemplates: vi.fn(async () => ({
      connected: true,
      templates: [
        { name: 'hello_world', language: 'en_US', category: 'UTILITY' },
        { name: 'order_update', language: 'en_US', category: 'UTILITY' },
        { name: 'merhaba', language: 'tr', category: 'UTILITY' },
      ],
    })),
    loadAssistantFlows: vi.fn(async () => [
      { id: FLOW_3, botId: 'b1', name: 'v3', createdAt: '2026-11-03T10:00:00Z' },
      { id: FLOW_2, botId: 'b1', name: 'v2', createdAt: '2026-11-02T10:00:00Z' },
      { id: FLOW_1, botId: 'b1', name: 'v1', createdAt: '2026-11-01T10:00:00Z' },
    ]),
    ...overrides,
  });
}

function Harness({ channels }: { channels: ChannelActors }) {
  const actor = useActorRef(
    provideChannelForm(whatsappCloudMachine, channels, () => {}),
    { input: { companyId: 'c1', channelId: 'ch1', userEmail: 'ada@example.com' } },
  );
  return <WhatsappCloudForm actor={actor} publicUrl="https://console.example.com" devMode={false} />;
}

function renderForm(channels: ChannelActors) {
  render(
    <WithActors actors={consoleActorsForTest({ channels })}>
      <Harness channels={channels} />
    </WithActors>,
  );
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(select) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('WhatsappCloudForm templates per flow', () => {
  it('says how to get templates while the channel has no Cloud API account, and offers only the defaults', async () => {
    renderForm(calls({ loadWhatsappTemplates: vi.fn(async () => ({ connected: false, templates: [] })) }));
    expect(await screen.findByText(/Templates are listed once the channel is connected to the WhatsApp Cloud API/)).toBeTruthy();
    expect(screen.queryByText('An error occurred fetching data')).toBeNull();
  });

  it('lists a row per flow of the channel’s assistant with the stored choices, and SAVE sends the chosen templates per flow with the rest', async () => {
    const channels = calls();
    const user = renderForm(channels);
    const perFlow = await screen.findByRole('group', { name: 'Template per flow' });
    await within(perFlow).findByRole('button', { name: /Flow v1/ });
    expect(channels.loadAssistantFlows).toHaveBeenCalledWith({ botId: 'b1' }, expect.anything());
    // Newest first; the stored choice of v2 shown, the others on the channel's default.
    const rows = within(perFlow).getAllByRole('button', { name: /Flow v/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Channel default'),
      expect.stringContaining('merhaba (tr)'),
      expect.stringContaining('Channel default'),
    ]);
    await waitFor(() =>
      expect(
        within(perFlow)
          .getByRole('button', { name: /Flow v3/ })
          .hasAttribute('disabled'),
      ).toBe(false),
    );
    await choose(user, 'Flow v3', 'order_update (en_US)');
    await choose(user, 'Flow v2', 'Channel default');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(channels.updateChannel).toHaveBeenCalledWith(
        {
          channelId: 'ch1',
          name: 'Main',
          properties: { ...stored, flowTemplates: { [FLOW_3]: { name: 'order_update', language: 'en_US' } } },
        },
        expect.anything(),
      ),
    );
  });

  it('sends no template per flow once every flow is back on the channel’s default', async () => {
    const channels = calls();
    const user = renderForm(channels);
    await screen.findByRole('button', { name: /Flow v2/ });
    await waitFor(() => expect(screen.getByRole('button', { name: /Flow v2/ }).hasAttribute('disabled')).toBe(false));
    await choose(user, 'Flow v2', 'Channel default');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(channels.updateChannel).toHaveBeenCalled());
    expect(vi.mocked(channels.updateChannel).mock.calls[0]![0].properties).not.toHaveProperty('flowTemplates');
  });

  it('says the flows could not be read, and that an assistant without flows has none to choose for', async () => {
    renderForm(calls({ loadAssistantFlows: vi.fn(async () => Promise.reject(httpFailure(502))) }));
    const perFlow = await screen.findByRole('group', { name: 'Template per flow' });
    expect(await within(perFlow).findByText('An error occurred fetching data')).toBeTruthy();
    cleanup();
    renderForm(calls({ loadAssistantFlows: vi.fn(async () => []) }));
    expect(await screen.findByText('The assistant has no flows yet.')).toBeTruthy();
  });
});
