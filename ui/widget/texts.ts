// Named imports: the bundle keeps each language's own texts but none of the customisable ones,
// which the server answers in the visitor's language (without it the widget cannot start anyway).
import { ui as ar } from '../../locales/ar/widget.json';
import { ui as de } from '../../locales/de/widget.json';
import { ui as en } from '../../locales/en/widget.json';
import { ui as tr } from '../../locales/tr/widget.json';
import type { WebChatPublicLook } from '../../services/contracts/channels/webChatPublicLook';
import { WEB_MESSENGER_TEXT_KEYS, type WebMessengerTextKey } from '../../services/contracts/channels/webMessengerTexts';

type ChannelTexts = NonNullable<WebChatPublicLook['texts']>;

/**
 * The web messenger's texts (locales/<lng>/widget.json), English the reference: its own
 * (launcher, dialog, notices) and, under `texts`, the channel's customisable ones.
 */
export type MessengerTexts = Record<WebMessengerTextKey, string>;
export type WidgetTexts = typeof en & { texts: MessengerTexts };
export type WidgetLanguage = 'en' | 'tr' | 'de' | 'ar';

const byLanguage: Record<WidgetLanguage, typeof en> = { en, tr, de, ar };

/** The language of data-language or the page (<html lang>), English when the widget does not speak it. */
export function widgetLanguage(...candidates: Array<string | null | undefined>): WidgetLanguage {
  for (const candidate of candidates) {
    const code = candidate?.trim().slice(0, 2).toLowerCase();
    if (code === 'en' || code === 'tr' || code === 'de' || code === 'ar') return code;
  }
  return 'en';
}

export const isRightToLeft = (language: WidgetLanguage) => language === 'ar';

/**
 * The texts in one language. The customisable ones come from the server already in the
 * visitor's language (the channel's own over that language's defaults); a key it left out
 * reads empty. The channel's texts also replace the widget's own of the same name.
 */
export function widgetTexts(language: WidgetLanguage, channelTexts: ChannelTexts = {}): WidgetTexts {
  const texts = { ...byLanguage[language] };
  const messenger = Object.fromEntries(WEB_MESSENGER_TEXT_KEYS.map((key) => [key, channelTexts[key] ?? ''])) as MessengerTexts;
  for (const key of ['headerText', 'inputPlaceholder', 'sendButtonText', 'newConversation'] as const) {
    const own = channelTexts[key];
    if (own) texts[key] = own;
  }
  return { ...texts, texts: messenger };
}

/** A text with its {name} places filled. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (place, name: string) => String(values[name] ?? place));
