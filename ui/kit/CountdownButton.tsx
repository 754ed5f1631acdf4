import { Button } from './Button';

/** mm:ss of a number of seconds (spec 9: the duration helper shows mm:ss). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/**
 * A disabled button that shows how long a lockout still lasts ("TRY AGAIN 04:59").
 * The seconds come from a machine's context; the button only renders them.
 */
export function CountdownButton({ seconds, label }: { seconds: number; label: string }) {
  return (
    <Button className="btn-block countdown-button" isDisabled>
      {label} <bdi dir="ltr">{formatMinutesSeconds(seconds)}</bdi>
    </Button>
  );
}
