// @vitest-environment jsdom
import '../../testing/dom';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SendVoteInput } from '../../../machines/conversations/votePage.machine';
import type { DeepLinkAnswer, DeepLinkProperties } from '../../../services/contracts/conversations';
import { en, initTestI18n } from '../../testing/i18n';
import { httpFailure, manualActor } from '../../testing/manualActor';
import { provideVotePageMachine } from './voteLogic';
import { VoteView } from './VoteView';

beforeAll(() => initTestI18n());
afterEach(cleanup);

function link(properties: Partial<DeepLinkProperties> = {}, invalidated = false): DeepLinkAnswer {
  return {
    deepLinkId: 'link-1',
    invalidated,
    deepLinkProperties: { conversationId: 'conversation-1', channelId: 'channel-1', companyId: 'company-1', voteType: 'NUMERIC', alreadyVoted: false, ...properties },
  };
}

function setup() {
  const fetchDeepLink = manualActor<DeepLinkAnswer, { id: string }>();
  const sendVote = manualActor<unknown, SendVoteInput>();
  const markVoted = manualActor<unknown, { id: string }>();
  const logic = provideVotePageMachine(consoleActorsForTest()).provide({ actors: { fetchDeepLink: fetchDeepLink.logic, sendVote: sendVote.logic, markVoted: markVoted.logic } });
  const actor = createActor(logic, { input: { deepLinkId: 'link-1' } }).start();
  render(<VoteView actorRef={actor} />);
  const open = async (answer: DeepLinkAnswer) => act(async () => fetchDeepLink.resolve(answer));
  return { fetchDeepLink, sendVote, markVoted, open, user: userEvent.setup() };
}

const send = () => screen.getByRole('button', { name: 'Send' });
const radios = () => within(screen.getByRole('radiogroup', { name: 'Your rating' })).getAllByRole('radio');

describe('vote page', () => {
  it('looks the link up, then shows five faces whose values 2 to 10 are sent, and thanks after the link is marked voted', async () => {
    const { fetchDeepLink, sendVote, markVoted, open, user } = setup();
    expect(fetchDeepLink.inputs).toEqual([{ id: 'link-1' }]);
    expect(screen.getByRole('status').textContent).toBe(en('vote:loading'));
    await open(link({ voteType: 'FACES' }));

    expect(radios().map((radio) => radio.closest('label')?.textContent)).toEqual(['Very bad', 'Bad', 'Neutral', 'Good', 'Very good']);
    expect(radios().map((radio) => (radio as HTMLInputElement).value)).toEqual(['2', '4', '6', '8', '10']);
    expect(screen.getByText('Please select the rating below according to the quality of service you received.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Company logo' }).tagName.toLowerCase()).toBe('svg');
    expect(send().hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Good' }));
    expect(send().hasAttribute('disabled')).toBe(false);
    const feedback = screen.getByRole('textbox', { name: 'Vote message' });
    expect(feedback.getAttribute('placeholder')).toBe('Write your feedback here (Optional)');
    await user.type(feedback, 'Quick and kind');
    expect(screen.getByText('14 / 2000 characters')).toBeTruthy();
    await user.click(send());

    expect(sendVote.inputs).toEqual([{ conversationId: 'conversation-1', companyId: 'company-1', body: { vote: 8, voteMessage: 'Quick and kind', channelID: 'channel-1' } }]);
    expect(screen.getByRole('button', { name: en('vote:sending') }).hasAttribute('disabled')).toBe(true);
    await act(async () => sendVote.resolve({ success: true }));
    expect(markVoted.inputs).toEqual([{ id: 'link-1' }]);
    await act(async () => markVoted.resolve({ success: true }));
    expect(screen.getByRole('heading', { name: 'THANK YOU!' })).toBeTruthy();
    expect(screen.getByText('Your vote has been received.')).toBeTruthy();
  });

  it("shows a 0 to 10 scale for other types, the link's own texts with markup, and its image", async () => {
    const { sendVote, open, user } = setup();
    await open(
      link({
        voteMessage: 'How was *Ada*?\n[Read more](https://example.com) <script>alert(1)</script>',
        voteLabel: 'Tell us more',
        votePlaceHolder: 'Anything else?',
        voteButtonText: 'Rate',
        voteImage: 'https://cdn.example.com/logo.png',
      }),
    );
    expect(radios().map((radio) => radio.closest('label')?.textContent)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByText('Ada').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('https://example.com/');
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Company logo' }).getAttribute('src')).toBe('https://cdn.example.com/logo.png');
    expect(screen.getByRole('textbox', { name: 'Tell us more' }).getAttribute('placeholder')).toBe('Anything else?');
    const rate = screen.getByRole('button', { name: 'Rate' });
    expect(rate.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: '0' }));
    await user.click(rate);
    expect(sendVote.inputs[0]?.body).toEqual({ vote: 0, voteMessage: '', channelID: 'channel-1' });
  });

  it("goes back to the form with the server's message when the vote is refused", async () => {
    const { sendVote, markVoted, open, user } = setup();
    await open(link());
    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.click(send());
    await act(async () => sendVote.reject(httpFailure(400, 'This vote link has expired.')));
    expect(screen.getByRole('alert').textContent).toBe('This vote link has expired.');
    expect(markVoted.inputs).toEqual([]);
    expect(send().hasAttribute('disabled')).toBe(false);
    expect((screen.getByRole('radio', { name: '7' }) as HTMLInputElement).checked).toBe(true);
  });

  it("thanks at once for a link already voted, with the link's gratitude message", async () => {
    const { open } = setup();
    await open(link({ alreadyVoted: true, gratitudeMessage: 'We *appreciate* it', voteImage: 'javascript:alert(1)' }));
    expect(screen.getByRole('heading', { name: 'THANK YOU!' })).toBeTruthy();
    // An image address that is not http or https is not loaded: the product logo shows.
    expect(screen.getByRole('img', { name: 'Company logo' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('appreciate').tagName).toBe('STRONG');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it("shows the link's own header and text for an expired link", async () => {
    const { open } = setup();
    await open(link({ expiredLinkHeader: 'LINK EXPIRED', expiredLinkMessage: 'This survey is closed.', alreadyVoted: true }, true));
    expect(screen.getByRole('heading', { name: 'LINK EXPIRED' })).toBeTruthy();
    expect(screen.getByText('This survey is closed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows the default error when the lookup fails or an expired link brings no texts', async () => {
    const first = setup();
    await act(async () => first.fetchDeepLink.reject(httpFailure(404, 'This vote link does not exist.')));
    expect(screen.getByRole('heading', { name: 'SOMETHING WENT WRONG!' })).toBeTruthy();
    expect(screen.getByText('An error has occurred.')).toBeTruthy();
    cleanup();
    const second = setup();
    await second.open(link({}, true));
    expect(screen.getByRole('heading', { name: 'SOMETHING WENT WRONG!' })).toBeTruthy();
  });

  it("speaks the visitor's language (Arabic) while the link's texts stay as written", async () => {
    initTestI18n('ar');
    try {
      const { open } = setup();
      await open(link({ voteType: 'FACES', voteMessage: 'How did we do?' }));
      expect(screen.getByText('How did we do?')).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'رسالة التقييم' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'جيد جدًا' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'إرسال' })).toBeTruthy();
    } finally {
      initTestI18n('en');
    }
  });
});
