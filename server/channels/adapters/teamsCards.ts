import type { ChatButton, ChatCard } from '../../../services/contracts/channels/botMessages';
import { HERO_CARD, type CardAction, type HeroCard } from '../../../services/contracts/channels/teamsActivity';
import { absoluteLink } from './telegramKeyboard';

/**
 * The Bot Framework's pieces a Teams reply is made of: buttons as card actions (imBack sends
 * the button's text back as the person's, openUrl opens an http(s) link; a phone button is a
 * line of text instead) and hero cards.
 */
export const joined = (...texts: string[]) =>
  texts
    .map((t) => t.trim())
    .filter(Boolean)
    .join('\n\n');

export const imBack = (title: string): CardAction => ({ type: 'imBack', title, value: title });

/** A button as a card action (imBack or openUrl); a phone button has none (it is a text line). */
export function actionOf(button: ChatButton, publicUrl: string): CardAction | null {
  const title = button.text.trim() || '…';
  if (button.kind === 'PHONE') return null;
  if (button.kind === 'URL' && button.href) return { type: 'openUrl', title, value: absoluteLink(button.href, publicUrl) };
  return imBack(title);
}

export const phoneLines = (buttons: ChatButton[]) =>
  buttons
    .filter((b) => b.kind === 'PHONE')
    .map((b) => [b.text.trim(), b.href?.replace(/^tel:/, '') ?? ''].filter(Boolean).join(': '))
    .filter(Boolean);

export const card = (content: HeroCard) => ({ contentType: HERO_CARD, content });

export function heroOf(item: ChatCard, publicUrl: string): HeroCard {
  const buttons = item.buttons.flatMap((b) => actionOf(b, publicUrl) ?? []);
  const text = joined(item.text, phoneLines(item.buttons).join('\n'));
  return {
    ...(item.title.trim() ? { title: item.title.trim() } : {}),
    ...(item.subtitle.trim() ? { subtitle: item.subtitle.trim() } : {}),
    ...(text ? { text } : {}),
    ...(item.image ? { images: [{ url: absoluteLink(item.image, publicUrl) }] } : {}),
    ...(buttons.length ? { buttons } : {}),
  };
}
