import ar from '../../locales/ar/widget.json';
import de from '../../locales/de/widget.json';
import en from '../../locales/en/widget.json';
import tr from '../../locales/tr/widget.json';
import type { WebChatPublicLook } from '../../services/contracts/channels/webChatPublicLook';

type ChannelTexts = NonNullable<WebChatPublicLook['texts']>;

/** The web messenger's own texts (locales/<lng>/widget.json), English the reference. */
export type WidgetTexts = typeof en;
export type WidgetLanguage = 'en' | 'tr' | 'de' | 'ar';

const byLanguage: Record<WidgetLanguage, WidgetTexts> = { en, tr, de, ar };

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
 * The texts in one language, with the channel's own (the TEXTS tab) over the defaults for
 * the keys both know; an empty channel text shows the default.
 */
export function widgetTexts(language: WidgetLanguage, channelTexts: ChannelTexts = {}): WidgetTexts {
  const texts = { ...byLanguage[language] };
  for (const key of ['headerText', 'inputPlaceholder', 'sendButtonText', 'newConversation'] as const) {
    const own = channelTexts[key];
    if (own) texts[key] = own;
  }
  return texts;
}

/** A text with its {name} places filled. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (place, name: string) => String(values[name] ?? place));
