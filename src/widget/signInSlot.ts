import type { SignInSlot } from '../../ui/widget/SignIn';
import { onHostToken } from './hostToken';
import { signInActor } from './signInActor';
import { signInClient } from './signInClient';
import { readSignInSession } from './signInStorage';

/** What the messenger hands the sign-in: the host's token given so far (the script tag's data-user-token or the latest signIn call). */
export type SignInSlotOptions = { token: string | null; origin: string; channelId: string; language: string; storage: Storage };

/**
 * The sign-in of a channel that asks for one: the kept session, the host's token (the
 * script tag's data-user-token, or `window.WebMessenger.signIn(token)` at any time, see
 * hostToken.ts), and the sign-in machine made when the visitor opens the chat. Part of the
 * sign-in module (signInModule.ts), which the messenger loads only on channels that sign in.
 */
export function signInSlot({ token: given, origin, channelId, language, storage }: SignInSlotOptions): SignInSlot {
  let token = given;
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
