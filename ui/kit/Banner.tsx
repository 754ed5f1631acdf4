/**
 * A message above a form or a list: errors are alerts (announced at once), notices and
 * successes are status messages. Renders nothing without a message.
 */
export function Banner({ kind, message }: { kind: 'error' | 'info' | 'success'; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className={`banner banner-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {message}
    </div>
  );
}
