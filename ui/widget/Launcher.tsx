/** @jsxImportSource preact */
import type { RefObject } from 'preact';
import type { MessengerSettings } from './settings';
import { fill, type WidgetTexts } from './texts';

type Props = {
  settings: MessengerSettings;
  texts: WidgetTexts;
  open: boolean;
  /** Answers that came while the chat was closed (0: no badge). */
  unread: number;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
};

/** The launcher: a round button (the channel's icon or a chat bubble) or a tab with the brand name, with the unread count. */
export function Launcher({ settings, texts, open, unread, buttonRef, onToggle }: Props) {
  const tab = settings.displayStyle === 'tab';
  const place = tab
    ? `${settings.side}:${settings.sideOffset}px;bottom:0`
    : `${settings.side}:${settings.sideOffset}px;bottom:${settings.bottomOffset}px;width:${settings.buttonWidth}px;height:${settings.buttonHeight}px`;
  const label = open ? texts.close : unread > 0 ? `${texts.open} (${fill(texts.unread, { count: unread })})` : texts.open;
  return (
    <button ref={buttonRef} type="button" class={tab ? 'wm-launcher wm-tab' : 'wm-launcher'} style={place} aria-label={label} aria-expanded={open} onClick={onToggle}>
      {unread > 0 ? (
        <span class="wm-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
      {settings.buttonIcon ? (
        <img src={settings.buttonIcon} alt="" />
      ) : tab ? (
        <span>{settings.brandName}</span>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
        </svg>
      )}
    </button>
  );
}
