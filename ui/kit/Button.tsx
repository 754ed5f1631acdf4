import { useId, useLayoutEffect } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { dropDanglingAnnouncements, keepAnnouncementsOf } from './pendingAnnouncements';

export type ButtonProps = AriaButtonProps & { variant?: 'primary' | 'secondary' | 'link' | 'danger' };

/** How long after a button leaves the page a late pending announcement is still looked for (react-aria waits 100 ms before its first). */
const LATE_ANNOUNCEMENT_MS = 250;

/** The console's button: react-aria for keyboard, focus and press handling. */
export function Button({ variant = 'primary', className, id, ...props }: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  // A pending announcement names the button by id: when the button goes, it keeps its text.
  useLayoutEffect(
    () => () => {
      keepAnnouncementsOf(buttonId);
      setTimeout(() => dropDanglingAnnouncements(), LATE_ANNOUNCEMENT_MS);
    },
    [buttonId],
  );
  return <AriaButton {...props} id={buttonId} className={`btn btn-${variant} ${typeof className === 'string' ? className : ''}`} />;
}
