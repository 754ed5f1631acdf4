import { Button, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContentView, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { toastQueue } from './toasts';

/** The toast region, bottom-right (bottom-left in right-to-left languages). */
export function Toasts() {
  const { t } = useTranslation('common');
  return (
    <ToastRegion queue={toastQueue} className="toast-region">
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast-${toast.content.kind}`} data-testid={`toast-${toast.content.kind}`}>
          <ToastContentView>
            <Text slot="title">{toast.content.text}</Text>
          </ToastContentView>
          <Button slot="close" aria-label={t('close')} className="toast-close">
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
