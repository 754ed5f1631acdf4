import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../services/contracts/conversations';
import { botMessage } from '../../../tests/support/botMessage';
import type { TeamsReplyContext } from './teamsReply';
import { LIST_ACTIONS, OPEN_BUTTON, renderTeams, unsupportedText, VOTE_BUTTON } from './teamsRender';

const answerWith: TeamsReplyContext = { kind: 'teams', serviceUrl: 'https://smba.example/emea/', conversationId: 'a:1', activityId: 'act-1', botId: '28:app', userId: '29:user' };
const context = { recipient: '29:user', conversationId: null, publicUrl: 'https://console.example', answerWith };
const msg = (messageType: string, content: Record<string, unknown>, oid = 'm1') => botMessage(oid, messageType, content, '2026-01-01T00:00:00.000Z');
const activities = (message: ChatMessage) => renderTeams([message], context).map((part) => part.request['activity']);
const envelope = { type: 'message', from: { id: '28:app' }, recipient: { id: '29:user' }, conversation: { id: 'a:1' }, replyToId: 'act-1' };

describe('Teams rendering', () => {
  it('answers the activity it replies to, at its serviceUrl, and sends nothing for empty text', () => {
    const [part] = renderTeams([msg('TEXT', { text: 'Hi' })], context);
    expect(part).toEqual({ messageIds: ['m1'], request: { serviceUrl: answerWith.serviceUrl, conversationId: 'a:1', replyToId: 'act-1', activity: { ...envelope, text: 'Hi' } } });
    expect(activities(msg('TEXT', { text: '  ' }))).toEqual([]);
  });

  it('gives text buttons suggested actions, and puts link buttons on a card; a phone button is a line of text', () => {
    const buttons = [
      { id: 'a', text: 'A', type: 'TEXT' },
      { id: 'p', text: 'Call us', type: 'PHONE', link: '+90 532 000 00 00' },
    ];
    expect(activities(msg('QUICKREPLY', { text: 'Pick', buttons }))).toEqual([
      { ...envelope, text: 'Pick\n\nCall us: +905320000000', suggestedActions: { actions: [{ type: 'imBack', title: 'A', value: 'A' }] } },
    ]);
    const withLink = activities(
      msg('QUICKREPLY', {
        text: 'Pick',
        buttons: [
          { id: 'a', text: 'A', type: 'TEXT' },
          { id: 'u', text: 'Help', type: 'URL', link: '/help' },
        ],
      }),
    );
    expect(withLink).toEqual([
      {
        ...envelope,
        attachments: [
          {
            contentType: 'application/vnd.microsoft.card.hero',
            content: {
              text: 'Pick',
              buttons: [
                { type: 'imBack', title: 'A', value: 'A' },
                { type: 'openUrl', title: 'Help', value: 'https://console.example/help' },
              ],
            },
          },
        ],
      },
    ]);
  });

  it('shows media on a card: an image as its picture, other files behind an Open button', () => {
    expect(activities(msg('IMAGE', { link: '/files/a.png', caption: 'A' }))).toEqual([
      { ...envelope, attachments: [{ contentType: 'application/vnd.microsoft.card.hero', content: { text: 'A', images: [{ url: 'https://console.example/files/a.png' }] } }] },
    ]);
    expect(activities(msg('FILE', { link: 'https://x.example/a.pdf' }))).toEqual([
      {
        ...envelope,
        attachments: [{ contentType: 'application/vnd.microsoft.card.hero', content: { buttons: [{ type: 'openUrl', title: OPEN_BUTTON, value: 'https://x.example/a.pdf' }] } }],
      },
    ]);
  });

  it('sends several cards as a carousel', () => {
    const cards = [
      { id: 'c1', title: 'Tea', buttons: [] },
      { id: 'c2', title: 'Coffee', buttons: [] },
    ];
    const [activity] = activities(msg('CARD', { cards }));
    expect(activity).toMatchObject({ attachmentLayout: 'carousel', attachments: [{ content: { title: 'Tea' } }, { content: { title: 'Coffee' } }] });
  });

  it('offers a short list as suggested actions and a long one as numbered text', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, title: `Dish ${i + 1}`, description: i === 0 ? 'Hot' : '' }));
    expect(activities(msg('LIST', { header: 'Menu', body: 'Choose', rows: rows(2) }))).toEqual([
      {
        ...envelope,
        text: 'Menu\n\nChoose',
        suggestedActions: {
          actions: [
            { type: 'imBack', title: 'Dish 1', value: 'Dish 1' },
            { type: 'imBack', title: 'Dish 2', value: 'Dish 2' },
          ],
        },
      },
    ]);
    const [long] = activities(msg('LIST', { header: 'Menu', rows: rows(LIST_ACTIONS + 1) }));
    expect(long).toMatchObject({ text: expect.stringContaining('1. Dish 1 — Hot\n2. Dish 2') });
    expect(long).not.toHaveProperty('suggestedActions');
  });

  it('links a vote with a button, and shows a message it cannot show as a sentence (the fallback)', () => {
    const [vote] = activities(msg('VOTE', { text: 'How did we do?', link: '/vote/1' }));
    expect(JSON.stringify(vote)).toContain(VOTE_BUTTON);
    expect(activities(msg('CAROUSEL_OF_THINGS', {}))).toEqual([{ ...envelope, text: unsupportedText('CAROUSEL_OF_THINGS') }]);
  });
});
