import { WEB_MESSENGER_SIGN_IN_PATH } from '../../services/contracts/channels/webMessengerSnippet';
import type { LazySignIn } from '../../ui/widget/SignInHost';
import { latestHostToken } from './hostToken';
import type { mountSignIn } from './signInModule';
import { readSignInSession } from './signInStorage';

type Options = { script: Pick<HTMLScriptElement, 'dataset'> | null; origin: string; channelId: string; language: string; storage: Storage; offline: string; error: string };

/**
 * The sign-in of a channel that asks for one, loaded when first needed: whether a session is
 * kept, and the sign-in module imported from the messenger's server and drawn in place.
 */
export function lazySignIn({ script, ...options }: Options): LazySignIn {
  return {
    needed: () => readSignInSession(options.storage, options.channelId) === null,
    async mount(node, onSignedIn) {
      const module = (await import(/* @vite-ignore */ `${options.origin}${WEB_MESSENGER_SIGN_IN_PATH}`)) as { mountSignIn: typeof mountSignIn };
      const token = script?.dataset['userToken']?.trim() || latestHostToken();
      return module.mountSignIn(node, { ...options, token }, onSignedIn);
    },
  };
}
