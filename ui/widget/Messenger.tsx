/** @jsxImportSource preact */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ActorRefFrom } from 'xstate';
import type { chatWidgetMachine } from '../../machines/conversations/chatWidget.machine';
import { Approval } from './Approval';
import { Callout } from './Callout';
import { ClosingPopup } from './ClosingPopup';
import type { Attach } from './Composer';
import { Conversation } from './Conversation';
import { SignInHost, type LazySignIn } from './SignInHost';
import type { MessengerSettings } from './settings';
import { Launcher } from './Launcher';
import type { WidgetTexts } from './texts';
import { useUnread } from './useUnread';

type ChatActor = ActorRefFrom<typeof chatWidgetMachine>;

export type MessengerProps = {
  settings: MessengerSettings;
  texts: WidgetTexts;
  language: string;
  origin: string;
  /** A conversation, made when the visitor opens the messenger (again after one was ended). */
  conversation: () => ChatActor;
  /** Ends the conversation the visitor confirmed to end in the closing popup. */
  endConversation: (actor: ChatActor) => void;
  attach: Attach;
  /** The sign-in, on a channel that asks visitors to sign in (OTP or TOKEN). */
  signIn?: LazySignIn | null;
  /** The visitor approved the channel's KVKK/GDPR text before (kept per channel). */
  approval: { given: boolean; give: () => void };
  /** Reads are being tried again after the network failed. */
  reconnecting: boolean;
  fullScreen: boolean;
  openAtOnce: boolean;
};

/** The launcher (button or tab), the callout, and the chat dialog it opens. */
export function Messenger(props: MessengerProps) {
  const { settings, texts, origin, conversation, signIn = null, reconnecting, fullScreen, openAtOnce } = props;
  const [open, setOpen] = useState(openAtOnce);
  const [calloutDismissed, setCalloutDismissed] = useState(false);
  const [approved, setApproved] = useState(props.approval.given || settings.approval === null);
  const [askingToClose, setAskingToClose] = useState(false);
  const [actor, setActor] = useState<ChatActor | null>(null);
  const unread = useUnread(actor, open);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpenRef = useRef(open);
  const [signedIn, setSignedIn] = useState(() => !settings.signInRequired || (signIn !== null && !signIn.needed()));
  const onSignedIn = useCallback(() => setSignedIn(true), []);

  useEffect(() => {
    if (open && approved && !actor && signedIn) setActor(conversation());
  }, [open, approved, actor, signedIn, conversation]);
  // Closing an ongoing conversation asks first when the channel set its closing popup.
  const close = () => {
    const ongoing = actor !== null && actor.getSnapshot().context.conversation !== null && !actor.getSnapshot().matches('ended');
    if (settings.closingPopup && ongoing) setAskingToClose(true);
    else setOpen(false);
  };
  const endAndClose = () => {
    if (actor) props.endConversation(actor);
    setActor(null);
    setAskingToClose(false);
    setOpen(false);
  };
  // Closing gives the focus back to the launcher.
  useEffect(() => {
    if (!open && wasOpenRef.current) launcherRef.current?.focus();
    wasOpenRef.current = open;
  }, [open]);
  // Escape closes a floating chat.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || fullScreen || !panel) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (askingToClose) setAskingToClose(false);
      else close();
    };
    panel.addEventListener('keydown', onKey);
    return () => panel.removeEventListener('keydown', onKey);
  });
  useEffect(() => {
    if (settings.startDelay === null || openAtOnce) return undefined;
    const timer = setTimeout(() => setOpen(true), settings.startDelay * 1000);
    return () => clearTimeout(timer);
  }, [settings.startDelay, openAtOnce]);

  const titleId = 'wm-title';
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
          {askingToClose && settings.closingPopup ? (
            <ClosingPopup
              popup={settings.closingPopup}
              onConfirm={endAndClose}
              onDecline={() => {
                setAskingToClose(false);
                setOpen(false);
              }}
            />
          ) : null}
          {!signedIn && signIn ? (
            <SignInHost signIn={signIn} failure={texts.error} onSignedIn={onSignedIn} />
          ) : !signedIn ? (
            <p class="wm-notice" role="alert" tabIndex={-1} ref={(node) => node?.focus()}>
              {texts.cannotStart}
            </p>
          ) : !approved && settings.approval ? (
            <Approval
              approval={settings.approval}
              onApprove={() => {
                props.approval.give();
                setApproved(true);
              }}
            />
          ) : actor ? (
            <Conversation actor={actor} settings={settings} texts={texts} language={props.language} origin={origin} reconnecting={reconnecting} attach={props.attach} />
          ) : null}
        </div>
      ) : null}
      {!open && settings.callout && !calloutDismissed ? (
        <div class="wm-callout-place" style={`${settings.side}:${settings.sideOffset}px;bottom:${settings.bottomOffset + settings.buttonHeight + 12}px`}>
          <Callout callout={settings.callout} texts={texts} onStart={() => setOpen(true)} onDismiss={() => setCalloutDismissed(true)} />
        </div>
      ) : null}
      {fullScreen ? null : (
        <Launcher
          settings={settings}
          texts={texts}
          open={open}
          unread={settings.unreadBadge ? unread : 0}
          buttonRef={launcherRef}
          onToggle={() => (open ? close() : setOpen(true))}
        />
      )}
    </div>
  );
}
