import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../src/i18n';

/** A text a machine wants shown (same shape as machines/shared/text.ts TextRef). */
export type TextLike = { key: string; message?: string; values?: Record<string, string | number> };

const namespaces: readonly string[] = NAMESPACES;

/** Splits `login.errors.credentials` into namespace `login` and key `errors.credentials`. */
export function splitTextKey(key: string): { ns: string | undefined; key: string } {
  const dot = key.indexOf('.');
  const head = dot > 0 ? key.slice(0, dot) : '';
  return namespaces.includes(head) ? { ns: head, key: key.slice(dot + 1) } : { ns: undefined, key };
}

/**
 * Turns a machine's text (an i18n key, or the server's own message when it sent one)
 * into what the user reads, in the current language. `namespaces` are the ones the
 * screen's texts come from (loaded before the first render).
 */
export function useText(namespaces: readonly string[]): (ref: TextLike | null | undefined) => string {
  const { t } = useTranslation([...namespaces]);
  return useCallback(
    (ref) => {
      if (!ref) return '';
      if (ref.message) return ref.message;
      const { ns, key } = splitTextKey(ref.key);
      return ns ? t(key, { ns, ...ref.values }) : t(ref.key, { ...ref.values });
    },
    [t],
  );
}
