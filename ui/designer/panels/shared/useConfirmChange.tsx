import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmChangeMachine } from '../../../../machines/designer/confirmChange.machine';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { useText, type TextLike } from '../../../kit/useText';
import { useLatest } from '../../../kit/useLatest';

/**
 * A change asked about before it is made (spec 4.2: type changes, deletions), run by the
 * confirmChange machine: `ask(question, change)` opens the dialog; Yes hands the change to
 * `apply`. Questions and the Yes/No labels (`confirm.yes`, `confirm.no`) come from the
 * panel group's namespace.
 */
export function useConfirmChange<T>(namespace: string, apply: (change: T) => void): { ask: (question: TextLike, change: T) => void; dialog: ReactNode } {
  const { t } = useTranslation(namespace);
  const text = useText([namespace, 'common']);
  const latestApply = useLatest(apply);
  const [logic] = useState(() => confirmChangeMachine.provide({ actions: { apply: (_, params) => latestApply.current(params.change as T) } }));
  const actor = useActorRef(logic);
  const question = useSelector(actor, (s) => (s.matches('asking') ? s.context.question : null));
  const dialog = (
    <ConfirmDialog
      isOpen={question !== null}
      text={text(question)}
      confirmLabel={t('confirm.yes')}
      cancelLabel={t('confirm.no')}
      onConfirm={() => actor.send({ type: 'YES' })}
      onCancel={() => actor.send({ type: 'NO' })}
    />
  );
  return { ask: (q, change) => actor.send({ type: 'ASK', question: q, change }), dialog };
}
