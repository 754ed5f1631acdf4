// Named imports: only the sign-in's texts of each language are bundled (in the sign-in module alone).
import { signIn as ar } from '../../locales/ar/widget.json';
import { signIn as de } from '../../locales/de/widget.json';
import { signIn as en } from '../../locales/en/widget.json';
import { signIn as tr } from '../../locales/tr/widget.json';

export type SignInWords = typeof en;

/** What the sign-in shows: its own words and the messenger's offline and failure notices. */
export type SignInTexts = { signIn: SignInWords; offline: string; error: string };

const byLanguage: Record<string, SignInWords> = { en, tr, de, ar };

/** The sign-in's words in the messenger's language (English when it has none of its own). */
export const signInWords = (language: string): SignInWords => byLanguage[language] ?? en;
