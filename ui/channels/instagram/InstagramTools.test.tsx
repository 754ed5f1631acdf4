// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toastQueue } from '../../kit/toasts';
import { fakeChannelActors } from '../../testing/channelActors';
import { consoleActorsForTest, WithActors } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import type { ChannelActors } from '../channelActors';
import { InstagramTools } from './InstagramTools';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key));
});

const failure = { kind: 'http' as const, status: 424, body: { statusCode: 424, error: 'Failed Dependency', message: 'Something went wrong while updating channel.' } };
const toasts = () => toastQueue.visibleToasts.map((toast) => toast.content.text);

function renderTools(overrides: Partial<ChannelActors> = {}) {
  const channels = fakeChannelActors(overrides);
  render(
    <WithActors actors={consoleActorsForTest({ channels })}>
      <InstagramTools channelId="ig1" />
    </WithActors>,
  );
  return { channels, user: userEvent.setup() };
}

async function open(user: ReturnType<typeof userEvent.setup>, tool: string, title: string) {
  await user.click(screen.getByRole('button', { name: tool }));
  return screen.findByRole('dialog', { name: title });
}

describe('InstagramTools: the persistent menu', () => {
  it('loads the menu, adds buttons up to five, says what is wrong under each field and saves the menu with its link made https', async () => {
    const { channels, user } = renderTools({
      loadPersistentMenu: vi.fn(async () => ({ buttons: [{ type: 'postback' as const, title: 'Hours', payload: 'HOURS' }] })),
    });
    const dialog = await open(user, 'Persistent menu', 'Persistent menu');
    expect(await within(dialog).findByDisplayValue('Hours')).toBeTruthy();
    expect(channels.loadPersistentMenu).toHaveBeenCalledWith({ channelId: 'ig1' }, expect.anything());
    const add = within(dialog).getByRole('button', { name: 'Add button' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(within(dialog).getAllByRole('group', { name: /^Button \d$/ })).toHaveLength(5);
    expect(add.hasAttribute('disabled') || add.getAttribute('aria-disabled') === 'true').toBe(true);
    for (let n = 5; n > 2; n -= 1) await user.click(within(dialog).getByRole('button', { name: `Remove button ${n}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const second = within(dialog).getByRole('group', { name: 'Button 2' });
    expect(await within(second).findByText('Button no 2 is missing Title')).toBeTruthy();
    expect(within(second).getByText('Button no 2 is missing Action')).toBeTruthy();
    expect(channels.savePersistentMenu).not.toHaveBeenCalled();
    await user.click(within(second).getByRole('radio', { name: 'Link' }));
    await user.type(within(second).getByRole('textbox', { name: 'Title' }), 'Menu');
    await user.type(within(second).getByRole('textbox', { name: 'URL' }), 'harbour.example/menu');
    expect(within(second).getByDisplayValue('https://harbour.example/menu')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(channels.savePersistentMenu).toHaveBeenCalledWith(
      {
        channelId: 'ig1',
        buttons: [
          { type: 'postback', title: 'Hours', payload: 'HOURS' },
          { type: 'web_url', title: 'Menu', url: 'https://harbour.example/menu' },
        ],
      },
      expect.anything(),
    );
    expect(toasts()).toContain('Channel updated successfully.');
  });

  it('closes with the failure text when the menu cannot be read', async () => {
    const { user } = renderTools({ loadPersistentMenu: vi.fn(async () => Promise.reject({ kind: 'network' })) });
    await user.click(screen.getByRole('button', { name: 'Persistent menu' }));
    await waitFor(() => expect(toasts()).toContain('An error occurred fetching data'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('InstagramTools: the ice breakers', () => {
  it('refuses an action with an underscore, and deletes the ice breakers when the list is emptied', async () => {
    const { channels, user } = renderTools({
      loadIceBreakers: vi.fn(async () => ({ icebreaker: [{ question: 'When are you open?', payload: 'HOURS' }] })),
    });
    const dialog = await open(user, 'Ice breakers', 'Ice breakers');
    const action = await within(dialog).findByRole('textbox', { name: 'Action' });
    await user.clear(action);
    await user.type(action, 'OPENING_HOURS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Button no 1 has an Action with an underscore (_), which is not supported')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove question 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(channels.deleteIceBreakers).toHaveBeenCalledWith({ channelId: 'ig1' }, expect.anything());
    expect(channels.saveIceBreakers).not.toHaveBeenCalled();
    expect(toasts()).toContain('Channel updated successfully.');
  });

  it('closes with the update failure when Instagram refuses', async () => {
    const { user } = renderTools({ saveIceBreakers: vi.fn(async () => Promise.reject(failure)) });
    const dialog = await open(user, 'Ice breakers', 'Ice breakers');
    await user.click(await within(dialog).findByRole('button', { name: 'Add question' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Open?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Action' }), 'OPEN');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Something went wrong while updating channel.'));
  });
});

describe('InstagramTools: the direct link', () => {
  it('refuses to open without ice breakers', async () => {
    const { channels, user } = renderTools();
    await user.click(screen.getByRole('button', { name: 'Direct link' }));
    await waitFor(() => expect(toasts()).toContain('To use the ig.me link feature, you must set up Ice Breaker first.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(channels.loadUsername).not.toHaveBeenCalled();
  });

  it('shows the link with the referral typed, says what a referral may hold, and copies the link', async () => {
    const { channels, user } = renderTools({ loadIceBreakers: vi.fn(async () => ({ icebreaker: [{ question: 'Open?', payload: 'OPEN' }] })) });
    const dialog = await open(user, 'Direct link', 'ig.me direct link');
    expect(await within(dialog).findByText('https://ig.me/m/harbourcafe')).toBeTruthy();
    const referral = within(dialog).getByRole('textbox', { name: 'Referral (optional)' });
    await user.type(referral, 'summer sale!');
    expect(within(dialog).getByText('Only alphanumeric characters, and -, _, = are supported')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(true);
    await user.type(referral, '{Backspace}');
    expect(within(dialog).getByText('https://ig.me/m/harbourcafe?ref=summer_sale')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Text copied to clipboard')).toBeTruthy();
    expect(channels.copyText).toHaveBeenCalledWith({ text: 'https://ig.me/m/harbourcafe?ref=summer_sale' });
  });

  it('closes with the username failure', async () => {
    const { user } = renderTools({
      loadIceBreakers: vi.fn(async () => ({ icebreaker: [{ question: 'Open?', payload: 'OPEN' }] })),
      loadUsername: vi.fn(async () => Promise.reject(failure)),
    });
    await user.click(screen.getByRole('button', { name: 'Direct link' }));
    await waitFor(() => expect(toasts()).toContain('An error occurred fetching instagram username'));
  });
});
