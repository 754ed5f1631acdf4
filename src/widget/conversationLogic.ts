import { fromPromise } from 'xstate';
import { chatWidgetMachine } from '../../machines/conversations/chatWidget.machine';
import type { ConversationKey, SendInput, WebChatChannel, WebChatClient, WebChatHistory, WebChatStarted, WebChatTurn } from '../../services/contracts/conversations';
import { forgetConversation, storeConversation } from '../../services/webChatStorage';

/**
 * The visitor's conversation on a channel: the chat widget machine over the messenger's
 * client, kept in the page's localStorage per channel (id and client token) so a reload
 * continues it. The channel was read already (the launcher needed its look).
 */
export function conversationLogic(client: WebChatClient, channel: WebChatChannel, storage: Storage) {
  return chatWidgetMachine.provide({
    actors: {
      loadChannel: fromPromise<WebChatChannel, { channelId: string }>(async () => channel),
      startConversation: fromPromise<WebChatStarted, { channelId: string }>(({ input, signal }) => client.start(input.channelId, signal)),
      loadHistory: fromPromise<WebChatHistory, ConversationKey>(({ input, signal }) => client.history(input, signal)),
      checkHistory: fromPromise<WebChatHistory, ConversationKey>(({ input, signal }) => client.history(input, signal)),
      sendMessage: fromPromise<WebChatTurn, SendInput>(({ input, signal }) => client.send(input, signal)),
      restartConversation: fromPromise<WebChatTurn, ConversationKey>(({ input, signal }) => client.restart(input, signal)),
    },
    actions: {
      remember: (_, params) => storeConversation(storage, params.channelId, params),
      forget: (_, params) => forgetConversation(storage, params.channelId),
    },
  });
}
