import { useSelector } from '@xstate/react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import type { PagesFormActor } from '../formProps';

/** Update: the page's secondary receivers (one to choose) and Save; Reconnect logs in again for a new token (also when the receivers could not be read). */
export function ReceiverChoice({ actor }: { actor: PagesFormActor }) {
  const { t } = useTranslation('channels');
  const receivers = useSelector(actor, (s) => s.context.receivers);
  const receiverId = useSelector(actor, (s) => s.context.receiverId);
  const listed = useSelector(actor, (s) => s.matches('updatingIntegration') || s.matches('savingHandover'));
  const failed = useSelector(actor, (s) => s.matches('receiversFailed'));
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  return (
    <div className="channel-form">
      {listed ? (
        <>
          <RadioGroup
            className="receiver-choice"
            value={receiverId === '' ? null : receiverId}
            isDisabled={busy}
            onChange={(id) => actor.send({ type: 'RECEIVER_CHOSEN', receiverId: id })}
          >
            <Label>{t('pages.receiver')}</Label>
            {receivers.map((receiver) => (
              <Radio key={receiver.id} value={receiver.id} className="radio">
                {receiver.name}
              </Radio>
            ))}
          </RadioGroup>
          <Button isDisabled={busy} onPress={() => actor.send({ type: 'SAVE' })}>
            {t('form.save')}
          </Button>
        </>
      ) : null}
      {failed ? (
        <Button variant="secondary" onPress={() => actor.send({ type: 'RETRY' })}>
          {t('retry')}
        </Button>
      ) : null}
      <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'RECONNECT' })}>
        {t('pages.reconnect')}
      </Button>
    </div>
  );
}
