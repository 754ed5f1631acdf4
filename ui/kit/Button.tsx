import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export type ButtonProps = AriaButtonProps & { variant?: 'primary' | 'secondary' | 'link' | 'danger' };

/** The console's button: react-aria for keyboard, focus and press handling. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={`btn btn-${variant} ${typeof className === 'string' ? className : ''}`} />;
}
