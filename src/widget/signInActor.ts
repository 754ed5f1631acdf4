import { createActor, fromPromise } from 'xstate';
import { widgetSignInMachine } from '../../machines/conversations/widgetSignIn.machine';
import type { OtpRequestBody, OtpRequested, OtpVerifyBody, WebChatSession, WebChatSignInClient, WebChatSignInForm } from '../../services/contracts/webChatSignIn';
import { storeSignInSession } from './signInStorage';

/** The visitor's sign-in on a channel: the sign-in machine over the messenger's calls, the session kept in `storage`. */
export function signInActor(client: WebChatSignInClient, channelId: string, token: string | null, storage: Storage) {
  const machine = widgetSignInMachine.provide({
    actors: {
      loadForm: fromPromise<WebChatSignInForm, { channelId: string }>(({ input, signal }) => client.form(input.channelId, signal)),
      requestCode: fromPromise<OtpRequested, { channelId: string; body: OtpRequestBody }>(({ input, signal }) => client.requestCode(input.channelId, input.body, signal)),
      verifyCode: fromPromise<WebChatSession, { channelId: string; body: OtpVerifyBody }>(({ input, signal }) => client.verifyCode(input.channelId, input.body, signal)),
      exchangeToken: fromPromise<WebChatSession, { channelId: string; token: string }>(({ input, signal }) => client.signInWithToken(input.channelId, input.token, signal)),
    },
    actions: {
      remember: (_, params) => storeSignInSession(storage, params.channelId, params.session),
    },
  });
  return createActor(machine, { input: { channelId, token } }).start();
}
