import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useTranslation } from 'react-i18next';
import { Cell, Column, Dialog, Heading, Modal, ModalOverlay, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { SimulatedClock } from 'xstate';
import type { messagePollingMachine } from '../../../machines/conversations/messagePolling.machine';
import { Button } from '../../kit/Button';
import { LoadError } from '../../kit/LoadError';
import { useText } from '../../kit/useText';
import { isLog, listDate, messageText } from './format';

export type MessagesDialogProps = {
  conversationId: string;
  /** The polling machine with its loadMessages actor provided. */
  logic: typeof messagePollingMachine;
  clock?: SimulatedClock;
  onClose: () => void;
};

/**
 * The See Messages popup: polls the conversation's messages every 3.5 s until some arrive
 * (the machine stops on its own; closing the popup stops it too). LOG entries read "Log".
 */
export function MessagesDialog({ conversationId, logic, clock, onClose }: MessagesDialogProps) {
  const { t } = useTranslation('conversations');
  const text = useText(['conversations', 'common']);
  const actor = useActorRef(logic, { input: { conversationId }, ...(clock ? { clock } : {}) });
  const state = useSelector(actor, (s) => s.value as string);
  const messages = useSelector(actor, (s) => s.context.messages);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => (open ? undefined : onClose())} className="modal-overlay">
      <Modal className="modal modal-wide">
        <Dialog className="dialog">
          <Heading slot="title">{t('messages.title')}</Heading>
          {state === 'fetching' ? <p role="status">{t('messages.loading')}</p> : null}
          {state === 'waiting' ? <p role="status">{t('messages.waiting')}</p> : null}
          {state === 'error' ? <LoadError message={text(error)} retryLabel={t('actions.retry')} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
          {state === 'shown' ? (
            <Table aria-label={t('messages.caption', { id: conversationId })} className="data-table">
              <TableHeader>
                <Column isRowHeader>{t('messages.content')}</Column>
                <Column>{t('messages.type')}</Column>
                <Column>{t('messages.date')}</Column>
                <Column>{t('messages.sender')}</Column>
                <Column>{t('messages.delivery')}</Column>
              </TableHeader>
              <TableBody items={messages}>
                {(message) => (
                  <Row id={message.oid} className={isLog(message) ? 'row-log' : undefined}>
                    <Cell>{messageText(message)}</Cell>
                    <Cell>{isLog(message) ? t('messages.log') : message.messageType}</Cell>
                    <Cell>{listDate(message.messageDate)}</Cell>
                    <Cell>{message.sendBy}</Cell>
                    <Cell>{message.deliveryStatus ? t(`messages.deliveryStatus.${message.deliveryStatus}`) : ''}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          ) : null}
          <div className="dialog-actions">
            <Button variant="secondary" onPress={onClose}>
              {t('messages.close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
