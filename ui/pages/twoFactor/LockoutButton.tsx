import { Button } from '../../kit/Button';

/** The disabled "TRY AGAIN mm:ss" button of a two-factor lockout; the text comes from the machine. */
export function LockoutButton({ label }: { label: string }) {
  return (
    <Button type="button" className="btn-block countdown-button" isDisabled>
      {label}
    </Button>
  );
}
