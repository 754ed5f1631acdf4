// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebChatActors } from '../../app/actors/webChatActors';
import { consoleActorsForTest, WithActors } from '../../testing/consoleActors';
import { en, initTestI18n } from '../../testing/i18n';
import { ChatbotTestButton, chatbotTestUrl } from './ChatbotTestButton';

type FakeTab = { opener: unknown; location: { href: string }; close: ReturnType<typeof vi.fn> };
const fakeTab = (): FakeTab => ({ opener: {}, location: { href: 'about:blank' }, close: vi.fn() });

type Lookup = WebChatActors['fetchWebChatChannelId'];

/** The button with the test's own channel lookup in place of the console's. */
function renderButton(props: { botId: string; companyId: string; openTab: () => Window | null }, lookup: Lookup) {
  return render(
    <WithActors actors={consoleActorsForTest({ webChat: { fetchWebChatChannelId: lookup } })}>
      <ChatbotTestButton {...props} />
    </WithActors>,
  );
}

beforeEach(() => initTestI18n('en'));
afterEach(() => cleanup());

describe("the designer's Test button", () => {
  it('says that the test runs the draft, the newest saved version, and can switch to the published one', () => {
    renderButton({ botId: 'b1', companyId: 'c1', openTab: () => null }, vi.fn<Lookup>());
    const button = screen.getByRole('button', { name: en('designer:toolbar.test') });
    const note = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe(en('chatbotTest:designerTest.note'));
    expect(en('chatbotTest:designerTest.note')).toMatch(/draft, the newest saved version.*published version/);
  });

  it("asks for the assistant's web chat channel when pressed and opens the test page in the new tab", async () => {
    const tab = fakeTab();
    const lookup = vi.fn<Lookup>(async () => 'ch-9');
    renderButton({ botId: 'b1', companyId: 'c1', openTab: () => tab as unknown as Window }, lookup);
    expect(lookup).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: en('designer:toolbar.test') }));
    await waitFor(() => expect(tab.location.href).toBe('/chatbot-test?channelId=ch-9&version=draft'));
    expect(lookup).toHaveBeenCalledWith(expect.objectContaining({ botId: 'b1', companyId: 'c1' }), expect.anything());
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    // A second press asks again (the channel may be new) and opens another tab.
    const second = fakeTab();
    renderButton(
      { botId: 'b2', companyId: 'c1', openTab: () => second as unknown as Window },
      vi.fn<Lookup>(async () => 'ch-2'),
    );
    await userEvent.click(screen.getAllByRole('button', { name: en('designer:toolbar.test') })[1]!);
    await waitFor(() => expect(second.location.href).toBe('/chatbot-test?channelId=ch-2&version=draft'));
  });

  it('an assistant without a channel closes the tab and says so; a failed lookup shows the reason and can be pressed again', async () => {
    const tab = fakeTab();
    const lookup = vi
      .fn<Lookup>()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce({ kind: 'http', status: 403, body: { statusCode: 403, error: 'FORBIDDEN', message: 'You are not a member of this company.' } })
      .mockResolvedValueOnce('ch-1');
    renderButton({ botId: 'b1', companyId: 'c1', openTab: () => tab as unknown as Window }, lookup);
    const button = screen.getByRole('button', { name: en('designer:toolbar.test') });
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(en('chatbotTest:designerTest.noChannel'));
    expect(tab.close).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You are not a member of this company.'));
    await userEvent.click(button);
    await waitFor(() => expect(tab.location.href).toBe('/chatbot-test?channelId=ch-1&version=draft'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('builds the address with the channel id encoded', () => {
    expect(chatbotTestUrl('a b&c')).toBe('/chatbot-test?channelId=a+b%26c&version=draft');
    expect(chatbotTestUrl('ch-1', 'published')).toBe('/chatbot-test?channelId=ch-1&version=published');
  });
});
