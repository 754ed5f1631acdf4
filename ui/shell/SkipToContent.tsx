import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the element that holds a signed-in page's content. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first thing the Tab key reaches: jumps past the side navigation to the page itself.
 * Visible only while it has focus.
 */
export function SkipToContent() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="skip-to-content" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
