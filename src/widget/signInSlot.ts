import type { SignInSlot } from '../../ui/widget/SignIn';
import { latestHostToken, onHostToken } from './hostToken';
import { signInActor } from './signInActor';
import { signInClient } from './signInClient';
import { readSignInSession } from './signInStorage';

type Options = { script: Pick<HTMLScriptElement, 'dataset'> | null; origin: string; channelId: string; language: string; storage: Storage };

/**
 * The sign-in of a channel that asks for one: the kept session, the host's token (the
 * script tag's data-user-token, or `window.WebMessenger.signIn(token)` at any time, see
 * hostToken.ts), and the sign-in machine made when the visitor opens the chat.
 */
export function signInSlot({ script, origin, channelId, language, storage }: Options): SignInSlot {
  let token = script?.dataset['userToken']?.trim() || latestHostToken();
  let actor: ReturnType<typeof signInActor> | null = null;
  onHostToken((given) => {
    token = given;
    actor?.send({ type: 'TOKEN_GIVEN', token: given });
  });
  return {
    needed: () => readSignInSession(storage, channelId) === null,
    actor: () => (actor ??= signInActor(signInClient(origin), channelId, token, storage)),
    language,
  };
}

/** The session a conversation starts with, while it lasts. */
export const keptSession = (storage: Storage, channelId: string) => () => readSignInSession(storage, channelId)?.session ?? null;
