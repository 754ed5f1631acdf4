import type { SignInSlot } from '../../ui/widget/SignIn';
import { signInActor } from './signInActor';
import { signInClient } from './signInClient';
import { readSignInSession } from './signInStorage';

/** What a host page calls once its visitor has signed in on the site: `window.WebMessenger.signIn(token)`. */
type MessengerGlobal = { signIn: (token: string) => void };

declare global {
  interface Window {
    WebMessenger?: MessengerGlobal;
  }
}

type Options = { script: Pick<HTMLScriptElement, 'dataset'> | null; origin: string; channelId: string; language: string; storage: Storage };

/**
 * The sign-in of a channel that asks for one: the kept session, the host's token (the
 * script tag's data-user-token, or `window.WebMessenger.signIn(token)` at any time; each
 * messenger on the page hears it), and the sign-in machine made when the visitor opens the chat.
 */
export function signInSlot({ script, origin, channelId, language, storage }: Options): SignInSlot {
  let token = script?.dataset['userToken']?.trim() || null;
  let actor: ReturnType<typeof signInActor> | null = null;
  const earlier = window.WebMessenger?.signIn;
  window.WebMessenger = {
    signIn: (given: string) => {
      earlier?.(given);
      token = given.trim() || null;
      if (token) actor?.send({ type: 'TOKEN_GIVEN', token });
    },
  };
  return {
    needed: () => readSignInSession(storage, channelId) === null,
    actor: () => (actor ??= signInActor(signInClient(origin), channelId, token, storage)),
    language,
  };
}

/** The session a conversation starts with, while it lasts. */
export const keptSession = (storage: Storage, channelId: string) => () => readSignInSession(storage, channelId)?.session ?? null;
