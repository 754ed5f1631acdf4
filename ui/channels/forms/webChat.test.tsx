// @vitest-environment jsdom
import '../../testing/dom';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { webChatMachine } from '../../../machines/channels/forms/webChat.machine';
import { SECRET_MASK } from '../../../services/contracts/channels';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { initTestI18n } from '../../testing/i18n';
import { fakeChannelActors } from '../../testing/channelActors';
import type { ChannelActors } from '../channelActors';
import { provideWebSettings } from '../provideChannels';
import { WebChatForm } from './webChat';

beforeAll(() => initTestI18n());
afterEach(cleanup);

function calls(properties: Record<string, unknown> = { brandColor: '#111111', vote: { voteImage: 'https://cdn.example.com/v.png' } }): ChannelActors {
  return fakeChannelActors({
    loadAssistants: vi.fn(async () => []),
    loadChannel: vi.fn(async () => ({ id: 'ch1', name: 'Main', kind: 'webChat', botId: 'b1', properties })),
  });
}

function Harness({ channels }: { channels: ChannelActors }) {
  const actor = useActorRef(
    provideWebSettings(webChatMachine, channels, () => {}),
    { input: { companyId: 'c1', channelId: 'ch1', userEmail: 'ada@example.com' } },
  );
  return <WebChatForm actor={actor} publicUrl="https://console.example.com" />;
}

describe('WebChatForm', () => {
  it('shows the four tabs, turns a toggle on and SAVE sends the properties with the stored ones it does not show', async () => {
    const channels = calls();
    const user = userEvent.setup();
    render(<Harness channels={channels} />);
    expect(await screen.findByRole('tab', { name: 'Design' })).toBeTruthy();
    for (const tab of ['Callout settings', 'Settings', 'Getting started']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Brand colour' }) as HTMLInputElement).value).toBe('#111111');
    await user.click(screen.getByRole('tab', { name: 'Callout settings' }));
    const callout = screen.getByRole('switch', { name: /Callout: Disabled/ });
    await user.click(callout);
    expect(screen.getByRole('switch', { name: /Callout: Enabled/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(channels.updateChannel).toHaveBeenCalledWith(
        { channelId: 'ch1', name: 'Main', properties: { brandColor: '#111111', enableCallOut: true, vote: { voteImage: 'https://cdn.example.com/v.png' } } },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
  });

  it('asks for a token signing secret with Token sign-in, generates one shown until saved, then shows it masked', async () => {
    const channels = calls({ auth: 'TOKEN' });
    const user = userEvent.setup();
    render(<Harness channels={channels} />);
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const secret = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Token signing secret' });
    expect(secret().value).toBe('');
    expect(screen.getByText('Tokens must be signed with HS256 using this secret.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Generate a token signing secret: Token sign-in needs one.')).toBeTruthy();
    expect(channels.updateChannel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const generated = secret().value;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(screen.getByRole('button', { name: 'Copy Token signing secret' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(channels.updateChannel).toHaveBeenCalledWith({ channelId: 'ch1', name: 'Main', properties: { auth: 'TOKEN', signInSecret: generated } }, expect.anything()),
    );
    await waitFor(() => expect(secret().value).toBe(SECRET_MASK));
    expect(screen.queryByRole('button', { name: 'Copy Token signing secret' })).toBeNull();
  });

  it('keeps a stored token signing secret: shown masked and sent back masked', async () => {
    const channels = calls({ auth: 'TOKEN', signInSecret: SECRET_MASK });
    const user = userEvent.setup();
    render(<Harness channels={channels} />);
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Token signing secret' }).value).toBe(SECRET_MASK);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(channels.updateChannel).toHaveBeenCalledWith({ channelId: 'ch1', name: 'Main', properties: { auth: 'TOKEN', signInSecret: SECRET_MASK } }, expect.anything()),
    );
  });

  it('takes a colour typed in its hex field, stored as #RRGGBB', async () => {
    const channels = calls();
    const user = userEvent.setup();
    render(<Harness channels={channels} />);
    const brand = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Brand colour' });
    await user.clear(brand);
    await user.type(brand, '1a2b3c');
    await user.tab();
    expect(brand.value).toBe('#1A2B3C');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(channels.updateChannel).toHaveBeenCalledWith(
        { channelId: 'ch1', name: 'Main', properties: { brandColor: '#1A2B3C', vote: { voteImage: 'https://cdn.example.com/v.png' } } },
        expect.anything(),
      ),
    );
  });

  it('chooses a colour with the keyboard in the picker: the hue slider moves it', async () => {
    const channels = calls({ brandColor: '#FF0000' });
    const user = userEvent.setup();
    render(<Harness channels={channels} />);
    await user.click(await screen.findByRole('button', { name: 'Choose Brand colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brand colour' });
    const hue = within(dialog).getByRole('slider', { name: 'Hue' });
    act(() => hue.focus());
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    const brand = screen.getByRole<HTMLInputElement>('textbox', { name: 'Brand colour' });
    await waitFor(() => expect(brand.value).not.toBe('#FF0000'));
    expect(brand.value).toMatch(/^#[0-9A-F]{6}$/);
  });
});
