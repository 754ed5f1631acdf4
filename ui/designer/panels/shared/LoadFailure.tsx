import { LoadError } from '../../../kit/LoadError';

/** A read that failed: its message and a retry link (spec 03 section 8: 'Error occurred, please try again.'). */
export function LoadFailure({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return <LoadError inline className="ai-failed" message={message} retryLabel={retryLabel} onRetry={onRetry} />;
}
