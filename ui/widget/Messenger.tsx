/** @jsxImportSource preact */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ActorRefFrom } from 'xstate';
import type { chatWidgetMachine } from '../../machines/conversations/chatWidget.machine';
import { Callout } from './Callout';
import { Conversation } from './Conversation';
import { SignIn, type SignInSlot } from './SignIn';
import type { MessengerSettings } from './settings';
import type { WidgetTexts } from './texts';

export type MessengerProps = {
  settings: MessengerSettings;
  texts: WidgetTexts;
  origin: string;
  /** The conversation, made when the visitor first opens the messenger. */
  conversation: () => ActorRefFrom<typeof chatWidgetMachine>;
  /** The sign-in, on a channel that asks visitors to sign in (OTP or TOKEN). */
  signIn?: SignInSlot | null;
  /** Reads are being tried again after the network failed. */
  reconnecting: boolean;
  fullScreen: boolean;
  openAtOnce: boolean;
};

/** The launcher (button or tab), the callout, and the chat dialog it opens. */
export function Messenger({ settings, texts, origin, conversation, signIn = null, reconnecting, fullScreen, openAtOnce }: MessengerProps) {
  const [open, setOpen] = useState(openAtOnce);
  const [calloutDismissed, setCalloutDismissed] = useState(false);
  const [actor, setActor] = useState<ActorRefFrom<typeof chatWidgetMachine> | null>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpenRef = useRef(open);
  const [signedIn, setSignedIn] = useState(() => !settings.signInRequired || (signIn !== null && !signIn.needed()));
  const onSignedIn = useCallback(() => setSignedIn(true), []);

  useEffect(() => {
    if (open && !actor && signedIn) setActor(conversation());
  }, [open, actor, signedIn, conversation]);
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
      if (event.key === 'Escape') setOpen(false);
    };
    panel.addEventListener('keydown', onKey);
    return () => panel.removeEventListener('keydown', onKey);
  }, [open, fullScreen]);
  useEffect(() => {
    if (settings.startDelay === null || openAtOnce) return undefined;
    const timer = setTimeout(() => setOpen(true), settings.startDelay * 1000);
    return () => clearTimeout(timer);
  }, [settings.startDelay, openAtOnce]);

  const side = `${settings.side}:${settings.sideOffset}px;bottom:${settings.bottomOffset}px`;
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
              <button type="button" class="wm-close" aria-label={texts.close} onClick={() => setOpen(false)}>
                ×
              </button>
            )}
          </header>
          {!signedIn && signIn ? (
            <SignIn slot={signIn} texts={texts} onSignedIn={onSignedIn} />
          ) : !signedIn ? (
            <p class="wm-notice" role="alert" tabIndex={-1} ref={(node) => node?.focus()}>
              {texts.cannotStart}
            </p>
          ) : actor ? (
            <Conversation actor={actor} settings={settings} texts={texts} origin={origin} reconnecting={reconnecting} />
          ) : null}
        </div>
      ) : null}
      {!open && settings.callout && !calloutDismissed ? (
        <div class="wm-callout-place" style={`${settings.side}:${settings.sideOffset}px;bottom:${settings.bottomOffset + settings.buttonHeight + 12}px`}>
          <Callout callout={settings.callout} texts={texts} onStart={() => setOpen(true)} onDismiss={() => setCalloutDismissed(true)} />
        </div>
      ) : null}
      {fullScreen ? null : (
        <button
          ref={launcherRef}
          type="button"
          class={settings.displayStyle === 'tab' ? 'wm-launcher wm-tab' : 'wm-launcher'}
          style={
            settings.displayStyle === 'tab' ? `${settings.side}:${settings.sideOffset}px;bottom:0` : `${side};width:${settings.buttonWidth}px;height:${settings.buttonHeight}px`
          }
          aria-label={open ? texts.close : texts.open}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {settings.buttonIcon ? (
            <img src={settings.buttonIcon} alt="" />
          ) : settings.displayStyle === 'tab' ? (
            <span>{settings.brandName}</span>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
              <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
            </svg>
          )}
        </button>
      )}
    </div>
  );
}
