import ar from '../../locales/ar/widget.json' with { type: 'json' };
import de from '../../locales/de/widget.json' with { type: 'json' };
import en from '../../locales/en/widget.json' with { type: 'json' };
import tr from '../../locales/tr/widget.json' with { type: 'json' };
import { WEB_MESSENGER_TEXT_KEYS, type WebMessengerTextKey } from '../../services/contracts/channels/webMessengerTexts';

const DEFAULTS: Record<string, Record<string, string>> = { en: en.texts, tr: tr.texts, de: de.texts, ar: ar.texts };

/** The visitor's language as the web messenger speaks it (its first two letters), English otherwise. */
export function textLanguage(language: unknown): string {
  const code = typeof language === 'string' ? language.trim().slice(0, 2).toLowerCase() : '';
  return code in DEFAULTS ? code : 'en';
}

/**
 * Every web messenger text in the visitor's language: the channel's own texts over the
 * defaults of that language (locales/<lng>/widget.json "texts"), so the widget bundles none.
 */
export function resolvedTexts(language: string, custom: Record<string, string>): Record<WebMessengerTextKey, string> {
  const defaults = DEFAULTS[textLanguage(language)] ?? en.texts;
  const texts = { ...en.texts };
  for (const key of WEB_MESSENGER_TEXT_KEYS) texts[key] = custom[key] ?? defaults[key] ?? en.texts[key];
  return texts;
}
