/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';

/** The sign-in a channel asks for, drawn by its own module (loaded when first needed). */
export type LazySignIn = {
  /** No valid session is kept for this channel. */
  needed: () => boolean;
  /** Draws the sign-in into `node`; answers how to take it away. */
  mount: (node: HTMLElement, onSignedIn: () => void) => Promise<() => void>;
};

/** The place of the sign-in in the chat dialog; the failure notice when its module cannot be loaded. */
export function SignInHost({ signIn, failure, onSignedIn }: { signIn: LazySignIn; failure: string; onSignedIn: () => void }) {
  const place = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const node = place.current;
    if (!node) return;
    let stop: (() => void) | null = null;
    let gone = false;
    signIn.mount(node, onSignedIn).then(
      (unmount) => (gone ? unmount() : (stop = unmount)),
      () => setFailed(true),
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [signIn, onSignedIn]);
  return failed ? (
    <p class="wm-notice" role="alert">
      {failure}
    </p>
  ) : (
    <div ref={place} class="wm-signin-place" />
  );
}
