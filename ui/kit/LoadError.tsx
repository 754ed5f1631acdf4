import { Button } from './Button';
import './loadError.css';

export type LoadErrorProps = {
  /** What went wrong, as the user reads it. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /**
   * Block (default): an error banner with the button below it, for a page or a popup.
   * Inline: one line of error text followed by a link-style button, for narrow side panels.
   */
  inline?: boolean;
  className?: string;
};

/**
 * A read that failed and can be tried again. Only the message is the alert: a screen
 * reader announces what went wrong without the button's label, and the button stays an
 * ordinary control next to it.
 */
export function LoadError({ message, retryLabel, onRetry, inline = false, className }: LoadErrorProps) {
  const classes = ['load-error', inline ? 'load-error-inline' : 'load-error-block', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {inline ? (
        <span role="alert">{message}</span>
      ) : (
        <div role="alert" className="banner banner-error">
          {message}
        </div>
      )}
      <Button variant={inline ? 'link' : 'secondary'} onPress={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
