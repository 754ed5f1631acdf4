import { readMessage, type ChatButton, type MessageView } from '../../../services/contracts/channels/botMessages';
import type { CardAction, HeroCard } from '../../../services/contracts/channels/teamsActivity';
import type { ChatMessage } from '../../../services/contracts/conversations';
import type { OutboundPart, RenderContext } from './channelAdapter';
import { actionOf, card, heroOf, imBack, joined, phoneLines } from './teamsCards';
import { absoluteLink } from './telegramKeyboard';

/**
 * A turn's messages as Bot Framework message activities (docs/channels-teams.md has the table):
 * text → text, buttons → suggested actions (imBack: the button's text comes back as the
 * person's), cards → hero cards (a carousel for several), media → a hero card with the image
 * or an Open button, a list → suggested actions (numbered text when longer), a vote → a card
 * with its link. Teams opens only http(s) links from a button: a phone button is a line of text.
 * Each activity is one part, addressed as the message it answers named it.
 */
export const VOTE_BUTTON = 'Rate this conversation';
export const OPEN_BUTTON = 'Open';
export const LIST_ACTIONS = 10;
export const unsupportedText = (type: string) => `The assistant sent a ${type} message, which this chat cannot show.`;

type Reply = { text?: string; suggestedActions?: { actions: CardAction[] }; attachments?: { contentType: string; content: HeroCard }[]; attachmentLayout?: string };

function quickReply(text: string, buttons: ChatButton[], publicUrl: string): Reply[] {
  const actions = buttons.flatMap((b) => actionOf(b, publicUrl) ?? []);
  const links = actions.filter((a) => a.type === 'openUrl');
  const replies = actions.filter((a) => a.type === 'imBack');
  // Suggested actions send text back only: links go on a card with the text.
  if (links.length) return [{ attachments: [card({ text: joined(text, phoneLines(buttons).join('\n')), buttons: actions })] }];
  const shown = joined(text, phoneLines(buttons).join('\n'));
  if (!shown && !replies.length) return [];
  return [{ text: shown || '…', ...(replies.length ? { suggestedActions: { actions: replies } } : {}) }];
}

function repliesOf(view: MessageView, publicUrl: string): Reply[] {
  switch (view.kind) {
    case 'text':
      return view.text.trim() ? [{ text: view.text.trim() }] : [];
    case 'media': {
      const link = absoluteLink(view.link, publicUrl);
      const caption = view.caption.trim();
      if (view.type === 'IMAGE') return [{ attachments: [card({ ...(caption ? { text: caption } : {}), images: [{ url: link }] })] }];
      return [{ attachments: [card({ ...(caption ? { text: caption } : {}), buttons: [{ type: 'openUrl', title: OPEN_BUTTON, value: link }] })] }];
    }
    case 'quickReply':
      return quickReply(view.text, view.buttons, publicUrl);
    case 'cards': {
      const cards = view.cards.map((c) => card(heroOf(c, publicUrl)));
      return cards.length ? [{ attachments: cards, ...(cards.length > 1 ? { attachmentLayout: 'carousel' } : {}) }] : [];
    }
    case 'list': {
      const rows = view.rows.filter((row) => row.title.trim());
      const intro = joined(view.header, view.body, view.sectionTitle);
      if (rows.length > LIST_ACTIONS) {
        const numbered = rows.map((row, i) => `${i + 1}. ${row.title.trim()}${row.description.trim() ? ` — ${row.description.trim()}` : ''}`);
        return [{ text: joined(intro, numbered.join('\n')) }];
      }
      return [{ text: intro || '…', ...(rows.length ? { suggestedActions: { actions: rows.map((row) => imBack(row.title.trim())) } } : {}) }];
    }
    case 'vote':
      if (!view.link) return view.text.trim() ? [{ text: view.text.trim() }] : [];
      return [
        {
          attachments: [
            card({ ...(view.text.trim() ? { text: view.text.trim() } : {}), buttons: [{ type: 'openUrl', title: VOTE_BUTTON, value: absoluteLink(view.link, publicUrl) }] }),
          ],
        },
      ];
    case 'unsupported':
      return [{ text: unsupportedText(view.type) }];
  }
}

/** The parts of a turn, in order: each a reply activity to the message being answered, naming the message it shows. */
export function renderTeams(messages: ChatMessage[], context: RenderContext): OutboundPart[] {
  // Without the message's own address there is none to answer: the part is queued and refused by `send`.
  const to = context.answerWith?.kind === 'teams' ? context.answerWith : undefined;
  const address = { serviceUrl: to?.serviceUrl ?? '', conversationId: to?.conversationId ?? '', replyToId: to?.activityId ?? '' };
  const envelope = {
    type: 'message',
    ...(to?.botId ? { from: { id: to.botId } } : {}),
    recipient: { id: to?.userId ?? context.recipient },
    conversation: { id: address.conversationId },
    ...(address.replyToId ? { replyToId: address.replyToId } : {}),
  };
  return messages.flatMap((message) =>
    repliesOf(readMessage(message, context.publicUrl), context.publicUrl).map((reply) => ({
      messageIds: [message.oid],
      request: { ...address, activity: { ...envelope, ...reply } },
    })),
  );
}
