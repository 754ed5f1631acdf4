/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { MessengerSettings } from './settings';

type Props = { approval: NonNullable<MessengerSettings['approval']>; onApprove: () => void };

/** The channel's KVKK/GDPR text, approved with its check box and button before the first message. */
export function Approval({ approval, onApprove }: Props) {
  const [checked, setChecked] = useState(false);
  return (
    <form
      class="wm-approval"
      aria-labelledby="wm-approval-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (checked) onApprove();
      }}
    >
      <h3 id="wm-approval-title" class="wm-strong" tabIndex={-1} ref={(node) => node?.focus()}>
        {approval.title}
      </h3>
      {approval.text ? <p class="wm-text wm-approval-text">{approval.text}</p> : null}
      <label class="wm-check">
        <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.currentTarget.checked)} />
        <span>{approval.checkbox}</span>
      </label>
      <button type="submit" class="wm-primary" disabled={!checked}>
        {approval.button}
      </button>
    </form>
  );
}
