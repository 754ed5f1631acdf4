import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, TextField } from 'react-aria-components';
import { fromPromise } from 'xstate';
import { canSendDraft, chatWidgetMachine, draftProblem, type KeyParams } from '../../../machines/conversations/chatWidget.machine';
import { LOG_MESSAGE_TYPE, type ChatMessage } from '../../../services/contracts/conversations';
import type { WebChatClient } from '../../../services/contracts/conversations';
import type { WebChatActors } from '../../app/actors/webChatActors';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useConsoleConfig } from '../../app/ConsoleConfigContext';
import { conversationInspectorHref } from '../conversationInspector/href';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';
import { MessageBody } from './MessageView';

export type ChatWidgetProps = {
  channelId: string;
  client: WebChatClient;
  /** Where the open conversation of the channel is kept (the tab's sessionStorage in the app). */
  storage: Storage;
  /** Developer mode: the header links the open conversation to the conversation inspector. */
  devMode?: boolean;
};

/** The widget's workflow with the engine's calls and the tab's storage plugged in. */
function widgetLogic(client: WebChatClient, storage: Storage, kept: WebChatActors) {
  return chatWidgetMachine.provide({
    actors: {
      loadChannel: fromPromise(({ input, signal }) => client.channel(input.channelId, signal)),
      startConversation: fromPromise(({ input, signal }) => client.start(input.channelId, signal)),
      loadHistory: fromPromise(({ input, signal }) => client.history(input, signal)),
      checkHistory: fromPromise(({ input, signal }) => client.history(input, signal)),
      sendMessage: fromPromise(({ input, signal }) => client.send(input, signal)),
      restartConversation: fromPromise(({ input, signal }) => client.restart(input, signal)),
    },
    actions: {
      remember: (_, params: KeyParams) => kept.storeConversation(storage, params.channelId, params),
      forget: (_, params: { channelId: string }) => kept.forgetConversation(storage, params.channelId),
    },
  });
}

/** The engine's debug entries are for the Conversations screen, not for the person chatting. */
const shown = (message: ChatMessage) => message.messageType !== LOG_MESSAGE_TYPE;

/** The chat window: header with Restart, the conversation log, typing, errors with retry, the input. */
export function ChatWidget({ channelId, client, storage, devMode: givenDevMode }: ChatWidgetProps) {
  const { webChat } = useConsoleActors();
  const config = useConsoleConfig();
  const devMode = givenDevMode ?? config.devMode;
  const { t } = useTranslation('chatbotTest');
  const { t: ti } = useTranslation('conversationInspector');
  const text = useText(['chatbotTest', 'common']);
  const [logic] = useState(() => widgetLogic(client, storage, webChat));
  const actor = useActorRef(logic, { input: { channelId, saved: webChat.readStoredConversation(storage, channelId) } });
  const state = useSelector(actor, (s) => s);
  const { channel, messages, draft, error } = state.context;
  const logRef = useRef<HTMLDivElement>(null);
  const name = channel?.assistantName || t('assistant');

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const starting = state.matches('loadingChannel') || state.matches('starting') || state.matches('resuming');
  const failedToOpen = state.matches('channelFailed') || state.matches('startFailed') || state.matches('resumeFailed');
  const typing = state.matches({ chatting: 'sending' }) || state.matches({ chatting: 'showing' });
  // Only the newest message's buttons answer: a tapped quick reply, or one a newer message followed, is spent.
  const canChooseIn = (messageId: string) => state.can({ type: 'CHOOSE', text: 'x', payload: 'x', messageId });
  const canType = state.can({ type: 'TYPE', value: '' });
  const problem = draftProblem(draft);
  const ended = state.matches('ended');
  const waitingForAgent = state.matches('waitingForAgent') || state.matches('checkingAgent');

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (canSendDraft(draft)) actor.send({ type: 'SEND' });
  };

  return (
    <div className="chat-widget">
      <header className="chat-header">
        <h1 className="chat-title">{name}</h1>
        <Button
          variant="secondary"
          className="chat-restart"
          aria-description={t('restartHint')}
          isDisabled={!state.can({ type: 'RESTART' })}
          onPress={() => actor.send({ type: 'RESTART' })}
        >
          {t('restart')}
        </Button>
        {devMode && state.context.conversation ? (
          <a className="btn btn-link chat-inspect" href={conversationInspectorHref(state.context.conversation.conversationId)} target="_blank" rel="noopener noreferrer">
            {ti('open.label')}
            <span className="visually-hidden"> {ti('open.newTab')}</span>
          </a>
        ) : null}
      </header>

      <div className="chat-log" role="log" aria-live="polite" aria-label={t('log', { name })} ref={logRef} tabIndex={0}>
        {messages.filter(shown).map((message) => {
          const own = message.sendBy === 'CLIENT';
          return (
            <div key={message.oid} className={`chat-message ${own ? 'is-own' : 'is-assistant'}`} data-type={message.messageType}>
              <span className="visually-hidden">{own ? t('you') : name}: </span>
              <MessageBody
                message={message}
                canChoose={canChooseIn(message.oid)}
                onChoose={(choice, payload) => actor.send({ type: 'CHOOSE', text: choice, payload, messageId: message.oid })}
              />
            </div>
          );
        })}
      </div>

      {typing ? (
        <div className="chat-typing" role="status">
          <span className="chat-typing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="visually-hidden">{t('typing', { name })}</span>
        </div>
      ) : null}

      {starting ? (
        <p className="chat-note" role="status">
          {state.matches('loadingChannel') ? t('connecting') : state.matches('resuming') ? t('resuming') : t('starting')}
        </p>
      ) : null}

      {error && (failedToOpen || state.matches({ chatting: 'failed' }) || state.matches('restartFailed')) ? (
        <div className="chat-error">
          <Banner kind="error" message={text(error)} />
          <Button variant="secondary" onPress={() => actor.send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
          {state.matches('resumeFailed') ? (
            <Button variant="link" onPress={() => actor.send({ type: 'NEW_CONVERSATION' })}>
              {t('newConversation')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {waitingForAgent ? (
        <div className="chat-ended chat-handed-over" role="status">
          <p>{t('waitingForAgent')}</p>
          <Button variant="secondary" onPress={() => actor.send({ type: 'NEW_CONVERSATION' })}>
            {t('newConversation')}
          </Button>
        </div>
      ) : null}

      {ended ? (
        <div className="chat-ended" role="status">
          <p>{t('ended')}</p>
          <Button onPress={() => actor.send({ type: 'NEW_CONVERSATION' })}>{t('newConversation')}</Button>
        </div>
      ) : null}

      <form className="chat-input" onSubmit={send}>
        <TextField
          className="chat-input-field"
          aria-label={t('input.label')}
          value={draft}
          onChange={(value) => actor.send({ type: 'TYPE', value })}
          isDisabled={!canType}
          isInvalid={problem !== null}
        >
          <Input placeholder={t('input.placeholder')} />
        </TextField>
        <Button type="submit" isDisabled={!state.can({ type: 'SEND' })}>
          {t('input.send')}
        </Button>
        {problem ? (
          <p className="chat-input-error" role="alert">
            {text(problem)}
          </p>
        ) : null}
      </form>
    </div>
  );
}
