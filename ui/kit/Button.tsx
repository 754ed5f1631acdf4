import { useId, useLayoutEffect } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { dropDanglingAnnouncements, keepAnnouncementsOf } from './pendingAnnouncements';

export type ButtonProps = AriaButtonProps & {
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  /**
   * Disabled, it stays in the tab order (aria-disabled instead of disabled, presses ignored):
   * for a button that becomes disabled by its own press or the dialog it opened (Save once
   * saved, Publish once live), so the keyboard focus is not lost to the page and what its
   * description says (why it cannot be used) is still heard.
   */
  focusableWhenDisabled?: boolean;
};

/** How long after a button leaves the page a late pending announcement is still looked for (react-aria waits 100 ms before its first). */
const LATE_ANNOUNCEMENT_MS = 250;

/** The console's button: react-aria for keyboard, focus and press handling. */
export function Button({ variant = 'primary', className, id, focusableWhenDisabled = false, ...props }: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  // A pending announcement names the button by id: when the button goes, it keeps its text.
  useLayoutEffect(
    () => () => {
      keepAnnouncementsOf(buttonId);
      // The page the button left (a test's page may be gone by the time the timer fires).
      const page = globalThis.document as Document | undefined;
      setTimeout(() => dropDanglingAnnouncements(page), LATE_ANNOUNCEMENT_MS);
    },
    [buttonId],
  );
  const classes = `btn btn-${variant} ${typeof className === 'string' ? className : ''}`;
  if (focusableWhenDisabled && props.isDisabled) {
    const { onPress: _press, onPressStart: _start, onPressEnd: _end, onPressUp: _up, onPressChange: _change, onClick: _click, isDisabled: _disabled, type: _type, ...rest } = props;
    return <AriaButton {...rest} id={buttonId} type="button" aria-disabled="true" className={classes} />;
  }
  return <AriaButton {...props} id={buttonId} className={classes} />;
}
