/**
 * A message above a form: errors are alerts (announced at once), notices are status
 * messages. Renders nothing without a message.
 */
export function Banner({ kind, message }: { kind: 'error' | 'info'; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className={`banner banner-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {message}
    </div>
  );
}
