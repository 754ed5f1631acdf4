/** @jsxImportSource preact */
import { useEffect, useRef } from 'preact/hooks';
import type { ActorRefFrom } from 'xstate';
import { latestShownId, type chatWidgetMachine } from '../../machines/conversations/chatWidget.machine';
import { readMessage } from '../../services/contracts/channels/botMessages';
import { LOG_MESSAGE_TYPE } from '../../services/contracts/conversations';
import { Composer, type Attach } from './Composer';
import { failureText } from './failureText';
import { Message } from './Message';
import { OwnStatus } from './OwnStatus';
import { playNotification } from './notifySound';
import type { MessengerSettings } from './settings';
import type { WidgetTexts } from './texts';
import { useSnapshot } from './useSnapshot';

type Props = {
  actor: ActorRefFrom<typeof chatWidgetMachine>;
  settings: MessengerSettings;
  texts: WidgetTexts;
  language: string;
  origin: string;
  reconnecting: boolean;
  attach: Attach;
};

const RETRYABLE = ['channelFailed', 'startFailed', 'resumeFailed', 'restartFailed', { chatting: 'failed' }] as const;

/** The conversation log, the typing indicator, notices and the message input of an open messenger. */
export function Conversation({ actor, settings, texts, language, origin, reconnecting, attach }: Props) {
  const snapshot = useSnapshot(actor);
  const { messages, queue, draft, error } = snapshot.context;
  const log = useRef<HTMLDivElement>(null);
  const shown = messages.filter((message) => message.messageType !== LOG_MESSAGE_TYPE);
  const latest = latestShownId(messages);
  const ended = snapshot.matches('ended');
  const typing = snapshot.matches({ chatting: 'sending' }) || (snapshot.matches({ chatting: 'showing' }) && queue.length > 0);
  const failure = error && RETRYABLE.some((state) => snapshot.matches(state)) ? failureText(error, texts) : null;
  const latestView = shown.length > 0 ? readMessage(shown[shown.length - 1]!) : null;
  const offersButtons = latestView?.kind === 'quickReply' || latestView?.kind === 'cards' || latestView?.kind === 'list';
  const showInput = settings.input === 'always' || (settings.input === 'onButtons' && offersButtons);

  useEffect(() => log.current?.lastElementChild?.scrollIntoView?.({ block: 'end' }), [shown.length, typing]);
  const heardRef = useRef(shown.length);
  const count = shown.length;
  const lastSender = shown[count - 1]?.sendBy;
  useEffect(() => {
    if (settings.sound && count > heardRef.current && lastSender !== 'CLIENT') playNotification();
    heardRef.current = count;
  }, [count, lastSender, settings.sound]);

  const choose = (button: { text: string; payload: string }) => actor.send({ type: 'CHOOSE', text: button.text, payload: button.payload, messageId: latest ?? '' });
  return (
    <>
      <div class="wm-log" role="log" aria-live="polite" aria-label={texts.log} ref={log} tabIndex={0}>
        {settings.firstMessage ? (
          <div class="wm-bubble wm-bot">
            <p class="wm-text" dir="auto">
              {settings.firstMessage}
            </p>
          </div>
        ) : null}
        {shown.map((message) => (
          <div key={message.oid} class={message.sendBy === 'CLIENT' ? 'wm-bubble wm-own' : 'wm-bubble wm-bot'}>
            <Message view={readMessage(message)} active={message.oid === latest} onChoose={choose} texts={texts} origin={origin} />
            <OwnStatus message={message} texts={texts.texts} language={language} sending={message === shown[shown.length - 1] && snapshot.matches({ chatting: 'sending' })} />
          </div>
        ))}
        {typing ? (
          <div class="wm-bubble wm-bot wm-typing" role="status">
            <span aria-hidden="true">•••</span>
            <span class="wm-hidden">{texts.typing}</span>
          </div>
        ) : null}
      </div>
      {reconnecting ? (
        <p class="wm-notice" role="status">
          {texts.texts.couldNotConnectRetry}
        </p>
      ) : null}
      {failure ? (
        <div class="wm-notice" role="alert">
          <span>{failure.text}</span>{' '}
          <button type="button" class="wm-link" onClick={() => actor.send({ type: 'RETRY' })}>
            {texts.retry}
          </button>
        </div>
      ) : null}
      {ended ? (
        <div class="wm-notice">
          <span>{settings.endMessage ?? texts.ended}</span>{' '}
          <button type="button" class="wm-link" onClick={() => actor.send({ type: 'NEW_CONVERSATION' })}>
            {texts.newConversation}
          </button>
        </div>
      ) : null}
      {showInput ? <Composer actor={actor} draft={draft} settings={settings} texts={texts} attach={attach} /> : null}
    </>
  );
}
