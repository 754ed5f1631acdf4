import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmChangeMachine } from '../../../../machines/confirmChange.machine';
import type { TextRef } from '../../../../machines/text';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { useAiText } from './parts';

/** A deletion kept inside the module (generative intents, entities) asked about first, run by the confirmChange machine. */
export function useConfirm<T>(apply: (change: T) => void): { ask: (question: TextRef, change: T) => void; dialog: ReactNode } {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const [logic] = useState(() => confirmChangeMachine.provide({ actions: { apply: (_, params) => applyRef.current(params.change as T) } }));
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
  return { ask: (question, change) => actor.send({ type: 'ASK', question, change }), dialog };
}
