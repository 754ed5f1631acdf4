/** @jsxImportSource preact */
import { useEffect, useRef } from 'preact/hooks';
import type { MessengerSettings } from './settings';

type Props = { popup: NonNullable<MessengerSettings['closingPopup']>; onConfirm: () => void; onDecline: () => void };

/** Asked when the visitor closes an ongoing conversation: confirming ends it, declining only closes the chat. */
export function ClosingPopup({ popup, onConfirm, onDecline }: Props) {
  const decline = useRef<HTMLButtonElement>(null);
  useEffect(() => decline.current?.focus(), []);
  return (
    <div class="wm-popup" role="alertdialog" aria-modal="true" aria-labelledby="wm-popup-title" aria-describedby="wm-popup-message">
      <h3 id="wm-popup-title" class="wm-strong">
        {popup.header}
      </h3>
      <p id="wm-popup-message" class="wm-text">
        {popup.message}
      </p>
      <div class="wm-choices">
        <button type="button" class="wm-primary" onClick={onConfirm}>
          {popup.confirm}
        </button>
        <button type="button" class="wm-choice" ref={decline} onClick={onDecline}>
          {popup.decline}
        </button>
      </div>
    </div>
  );
}
