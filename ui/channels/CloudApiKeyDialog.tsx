import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SECRET_MASK } from '../../services/contracts/channels';
import { useConsoleActors } from '../app/ConsoleActorsContext';
import { useInspectedActorRef as useActorRef } from '../inspector/inspection';
import { Banner } from '../kit/Banner';
import { Button } from '../kit/Button';
import { TextField } from '../kit/TextField';
import { useText } from '../kit/useText';
import { provideCloudApiKey } from './provideChannels';

/** The WhatsApp Cloud API key popup: Manage (masked key, Replace), Replace, Confirm ('Replace API Key?'); closes once saved. */
export function CloudApiKeyDialog({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const { channels, session } = useConsoleActors();
  const [logic] = useState(() => provideCloudApiKey(channels, () => undefined));
  const actor = useActorRef(logic, { input: { channelId, userId: session.getUserInfo()?.id ?? '', maskedKey: SECRET_MASK } });
  const state = useSelector(actor, (s) => s);
  const closed = state.matches('closed');
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  if (closed) return null;
  const close = () => actor.send({ type: 'CLOSE' });
  return (
    <ModalOverlay isOpen isDismissable={state.can({ type: 'CLOSE' })} onOpenChange={(open) => (open ? undefined : close())} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog" aria-label={t('cloudApiKey.title')}>
          <Heading slot="title">{t('cloudApiKey.title')}</Heading>
          <Banner kind="error" message={state.context.error ? text(state.context.error) : null} />
          {state.matches('manage') ? (
            <>
              <p>
                {t('cloudApiKey.current')} <code dir="ltr">{state.context.maskedKey ?? t('cloudApiKey.none')}</code>
              </p>
              <div className="dialog-actions">
                <Button variant="secondary" onPress={close}>
                  {t('close')}
                </Button>
                <Button onPress={() => actor.send({ type: 'REPLACE' })}>{t('cloudApiKey.replace')}</Button>
              </div>
            </>
          ) : null}
          {state.matches('replace') || state.matches('saving') ? (
            <>
              <TextField
                label={t('cloudApiKey.newKey')}
                value={state.context.draft}
                isDisabled={state.matches('saving')}
                onChange={(value) => actor.send({ type: 'KEY_CHANGED', value })}
              />
              <div className="dialog-actions">
                <Button variant="secondary" isDisabled={!state.can({ type: 'CANCEL' })} onPress={() => actor.send({ type: 'CANCEL' })}>
                  {t('cancel')}
                </Button>
                <Button isDisabled={!state.can({ type: 'SAVE' })} onPress={() => actor.send({ type: 'SAVE' })}>
                  {t('form.save')}
                </Button>
              </div>
            </>
          ) : null}
          {state.matches('confirming') ? (
            <>
              <p>{t('cloudApiKey.confirm')}</p>
              <div className="dialog-actions">
                <Button variant="secondary" onPress={() => actor.send({ type: 'NO' })}>
                  {t('no')}
                </Button>
                <Button onPress={() => actor.send({ type: 'YES' })}>{t('yes')}</Button>
              </div>
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
