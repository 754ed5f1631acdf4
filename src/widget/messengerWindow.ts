import { createActor } from 'xstate';
import { messengerWindowMachine } from '../../machines/conversations/messengerWindow.machine';
import type { WebChatChannel } from '../../services/contracts/conversations';
import { forgetConversation, readStoredConversation } from '../../services/webChatStorage';
import { approvedBefore, rememberApproval } from '../../ui/widget/approvalMemory';
import type { MessengerSettings } from '../../ui/widget/settings';
import type { LazySignIn } from '../../ui/widget/SignInHost';
import type { MessengerClient } from './client';
import { conversationLogic } from './conversationLogic';

type Options = { client: MessengerClient; channel: WebChatChannel; settings: MessengerSettings; signIn: LazySignIn | null; storage: Storage; openAtOnce: boolean };

/** The messenger's window machine over this page: its conversation, the approval and the kept conversation in the page's storage. */
export function messengerWindow({ client, channel, settings, signIn, storage, openAtOnce }: Options) {
  const machine = messengerWindowMachine.provide({
    actors: { conversation: conversationLogic(client, channel, storage) },
    actions: {
      rememberApproval: (_, params) => rememberApproval(storage, params.channelId),
      // Forgotten here at once; the server is told as well as it can be (offline, it ends the conversation by inactivity).
      endConversation: (_, params) => {
        forgetConversation(storage, params.channelId);
        if (params.key) client.end(params.key).catch((error: unknown) => console.warn('The web messenger could not end the conversation on its server.', error));
      },
    },
  });
  return createActor(machine, {
    input: {
      channelId: channel.id,
      saved: readStoredConversation(storage, channel.id),
      signInNeeded: signIn !== null && signIn.needed(),
      approvalNeeded: settings.approval !== null && !approvedBefore(storage, channel.id),
      closingPopup: settings.closingPopup !== null,
      startDelayMs: settings.startDelay === null ? null : settings.startDelay * 1000,
      openAtOnce,
    },
  }).start();
}
