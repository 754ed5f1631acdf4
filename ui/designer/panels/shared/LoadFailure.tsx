import { Button } from '../../../kit/Button';

/** A read that failed: its message and a retry link (spec 03 section 8: 'Error occurred, please try again.'). */
export function LoadFailure({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="ai-failed">
      {message}{' '}
      <Button variant="link" onPress={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
