/** @jsxImportSource preact */
import { safeUrl } from '../../services/contracts/channels/botMessages';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** A text with its web addresses as links (http and https only, opened in a new tab); everything else stays text. */
export function LinkedText({ text, newTab }: { text: string; newTab: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) => {
        const href = index % 2 === 1 ? safeUrl(part) : null;
        return href ? (
          <a key={index} href={href} target="_blank" rel="noopener noreferrer" title={newTab}>
            {part}
          </a>
        ) : (
          part
        );
      })}
    </>
  );
}
