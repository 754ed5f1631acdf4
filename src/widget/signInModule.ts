import { h, render } from 'preact';
import { config } from 'zod';
import { SignIn } from '../../ui/widget/SignIn';
import { adoptSignInStyles } from '../../ui/widget/SignInStyles';
import { signInWords } from '../../ui/widget/signInTexts';
import { signInSlot, type SignInSlotOptions } from './signInSlot';

// Under a strict Content-Security-Policy (no 'unsafe-eval'), as in the messenger itself.
config({ jitless: true });

export type SignInMountOptions = SignInSlotOptions & { offline: string; error: string };

/**
 * The sign-in module (dist/widget/sign-in.js, GET /widget/sign-in.js): the messenger imports
 * it only on a channel that signs visitors in, so the messenger's own script stays small.
 * It draws the sign-in into `node` (inside the messenger's shadow root, whose styles it adds)
 * and answers how to take it away.
 */
export function mountSignIn(node: HTMLElement, options: SignInMountOptions, onSignedIn: () => void): () => void {
  const root = node.getRootNode();
  if (root instanceof ShadowRoot) adoptSignInStyles(root);
  const slot = signInSlot(options);
  render(h(SignIn, { slot, texts: { signIn: signInWords(options.language), offline: options.offline, error: options.error }, onSignedIn }), node);
  return () => render(null, node);
}
