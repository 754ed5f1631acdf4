/** @jsxImportSource preact */
import { useCallback, useEffect, useRef } from 'preact/hooks';
import type { ActorRefFrom } from 'xstate';
import type { messengerWindowMachine } from '../../machines/conversations/messengerWindow.machine';
import { Approval } from './Approval';
import { Callout } from './Callout';
import { ClosingPopup } from './ClosingPopup';
import type { Attach } from './Composer';
import { Conversation } from './Conversation';
import { SignInHost, type LazySignIn } from './SignInHost';
import type { MessengerSettings } from './settings';
import { Launcher } from './Launcher';
import type { WidgetTexts } from './texts';
import { useSnapshot } from './useSnapshot';
import { useUnread } from './useUnread';

export type MessengerProps = {
  settings: MessengerSettings;
  texts: WidgetTexts;
  language: string;
  origin: string;
  /** The window around the conversation (machines/conversations/messengerWindow.machine.ts). */
  actor: ActorRefFrom<typeof messengerWindowMachine>;
  attach: Attach;
  /** The sign-in, on a channel that asks visitors to sign in (OTP or TOKEN). */
  signIn: LazySignIn | null;
  /** Reads are being tried again after the network failed. */
  reconnecting: boolean;
  fullScreen: boolean;
};

/** The launcher (button or tab), the callout, and the chat dialog it opens: what the window machine's state shows. */
export function Messenger(props: MessengerProps) {
  const { settings, texts, origin, actor, signIn, reconnecting, fullScreen } = props;
  const snapshot = useSnapshot(actor);
  const open = snapshot.matches({ window: 'open' });
  const conversation = snapshot.children.conversation;
  const unread = useUnread(conversation ?? null, open);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpenRef = useRef(open);
  // Stable: the sign-in is drawn again only when this changes.
  const onSignedIn = useCallback(() => actor.send({ type: 'SIGNED_IN' }), [actor]);

  // Closing gives the focus back to the launcher.
  useEffect(() => {
    if (!open && wasOpenRef.current) launcherRef.current?.focus();
    wasOpenRef.current = open;
  }, [open]);
  // Escape closes a floating chat (on the closing popup, the machine goes back to the conversation).
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || fullScreen || !panel) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actor.send({ type: 'CLOSE' });
    };
    panel.addEventListener('keydown', onKey);
    return () => panel.removeEventListener('keydown', onKey);
  });

  const titleId = 'wm-title';
  const close = () => actor.send({ type: 'CLOSE' });
  return (
    <div
      class={fullScreen ? 'wm-root wm-full' : 'wm-root'}
      style={`--wm-brand:${settings.brandColor};--wm-header:${settings.headerBackground};--wm-conversation:${settings.conversationColor};--wm-action:${settings.actionColor}`}
    >
      {open ? (
        <div
          class="wm-panel"
          style={fullScreen ? '' : `${settings.side}:${settings.sideOffset}px;bottom:${settings.bottomOffset + settings.buttonHeight + 12}px`}
          ref={panelRef}
          role="dialog"
          aria-labelledby={titleId}
        >
          <header class="wm-header">
            {settings.brandLogo ? <img class="wm-logo" src={settings.brandLogo} alt="" /> : null}
            <h2 id={titleId}>{settings.brandName}</h2>
            {fullScreen ? null : (
              <button type="button" class="wm-close" aria-label={texts.close} onClick={close}>
                ×
              </button>
            )}
          </header>
          {snapshot.matches({ window: { open: 'confirmingClose' } }) && settings.closingPopup ? (
            <ClosingPopup popup={settings.closingPopup} onConfirm={() => actor.send({ type: 'END_CONVERSATION' })} onDecline={() => actor.send({ type: 'KEEP_CONVERSATION' })} />
          ) : null}
          {snapshot.matches({ window: { open: 'signingIn' } }) && signIn ? (
            <SignInHost signIn={signIn} failure={texts.error} onSignedIn={onSignedIn} />
          ) : snapshot.matches({ window: { open: 'approving' } }) && settings.approval ? (
            <Approval approval={settings.approval} onApprove={() => actor.send({ type: 'APPROVE' })} />
          ) : conversation ? (
            <Conversation actor={conversation} settings={settings} texts={texts} language={props.language} origin={origin} reconnecting={reconnecting} attach={props.attach} />
          ) : null}
        </div>
      ) : null}
      {!open && settings.callout && !snapshot.context.calloutDismissed ? (
        <div class="wm-callout-place" style={`${settings.side}:${settings.sideOffset}px;bottom:${settings.bottomOffset + settings.buttonHeight + 12}px`}>
          <Callout callout={settings.callout} texts={texts} onStart={() => actor.send({ type: 'OPEN' })} onDismiss={() => actor.send({ type: 'DISMISS_CALLOUT' })} />
        </div>
      ) : null}
      {fullScreen ? null : (
        <Launcher
          settings={settings}
          texts={texts}
          open={open}
          unread={settings.unreadBadge ? unread : 0}
          buttonRef={launcherRef}
          onToggle={() => actor.send({ type: open ? 'CLOSE' : 'OPEN' })}
        />
      )}
    </div>
  );
}
