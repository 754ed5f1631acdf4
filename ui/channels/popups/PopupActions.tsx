import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';

type PopupAction = { type: 'CLOSE' } | { type: 'SAVE' };

type Props = {
  /** The popup's snapshot: a button is usable only when the popup takes its event (not while loading or saving). */
  state: { can: (event: PopupAction) => boolean };
  send: (event: PopupAction) => void;
};

/** The footer of a channel popup: Cancel closes it, Save saves what it shows. */
export function PopupActions({ state, send }: Props) {
  const { t } = useTranslation('channels');
  return (
    <div className="dialog-actions">
      <Button variant="secondary" isDisabled={!state.can({ type: 'CLOSE' })} onPress={() => send({ type: 'CLOSE' })}>
        {t('cancel')}
      </Button>
      <Button isDisabled={!state.can({ type: 'SAVE' })} onPress={() => send({ type: 'SAVE' })}>
        {t('form.save')}
      </Button>
    </div>
  );
}
