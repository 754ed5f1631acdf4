/** @jsxImportSource preact */
import type { ChatButton } from '../../services/contracts/channels/botMessages';

export type Choose = (button: { text: string; payload: string }) => void;

/** A link the server gave as a path points at the server, not at the host page. */
export const onServer = (origin: string, href: string) => (href.startsWith('/') ? origin + href : href);

/** A button: a link (URL, phone) or a choice sent to the assistant (spent unless `active`). */
export function ChoiceButton({ button, active, onChoose, origin }: { button: ChatButton; active: boolean; onChoose: Choose; origin: string }) {
  if (button.href) {
    return (
      <a class="wm-choice" href={onServer(origin, button.href)} target="_blank" rel="noopener noreferrer">
        {button.text}
      </a>
    );
  }
  return (
    <button type="button" class="wm-choice" disabled={!active} onClick={() => onChoose({ text: button.text, payload: button.id })}>
      {button.text}
    </button>
  );
}
