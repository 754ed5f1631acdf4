import { useEffect } from 'react';
import type { PopupOutcome } from '../../../machines/channels/popups/popupTexts';
import { showToast } from '../../kit/toasts';
import { useText } from '../../kit/useText';

/** Once a popup has closed: its outcome shown as a toast, then the form is told. */
export function useOutcomeToast(closed: boolean, outcome: PopupOutcome, onClose: () => void) {
  const text = useText(['channels', 'common']);
  useEffect(() => {
    if (!closed) return;
    if (outcome) showToast(outcome.kind, text(outcome.text));
    onClose();
  }, [closed, outcome, onClose, text]);
}
