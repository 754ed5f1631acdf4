import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { PopupActions } from '../popups/PopupActions';
import { useOutcomeToast } from '../popups/useOutcomeToast';
import { provideIceBreakers } from './provideInstagramTools';
import { ToolDialog } from './ToolDialog';

/** The ice breaker editor: up to 4 questions with the action each sends; saving none removes them. Closes with the outcome as a toast. */
export function IceBreakersPopup({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const { channels } = useConsoleActors();
  const [logic] = useState(() => provideIceBreakers(channels));
  const actor = useActorRef(logic, { input: { channelId } });
  const state = useSelector(actor, (s) => s);
  const closed = state.matches('closed');
  useOutcomeToast(closed, state.context.outcome, onClose);
  if (closed) return null;
  const busy = !state.matches('editing');
  const { items, problems, listProblem } = state.context;
  return (
    <ToolDialog
      title={t('instagram.iceBreakersTitle')}
      help={t('instagram.iceBreakersHelp')}
      loading={state.matches('loading')}
      canClose={state.can({ type: 'CLOSE' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    >
      {items.map((item, index) => (
        <fieldset key={index} className="instagram-row">
          <legend>{t('instagram.button', { n: index + 1 })}</legend>
          <TextField
            label={t('instagram.question')}
            value={item.question}
            isDisabled={busy}
            errorMessage={problems[index]?.first ? text(problems[index].first) : undefined}
            onChange={(value) => actor.send({ type: 'QUESTION_CHANGED', index, value })}
          />
          <TextField
            label={t('instagram.action')}
            value={item.payload}
            isDisabled={busy}
            errorMessage={problems[index]?.action ? text(problems[index].action) : undefined}
            onChange={(value) => actor.send({ type: 'ACTION_CHANGED', index, value })}
          />
          <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'REMOVE', index })}>
            {t('instagram.removeQuestion', { n: index + 1 })}
          </Button>
        </fieldset>
      ))}
      {listProblem ? (
        <p role="alert" className="instagram-problem">
          {text(listProblem)}
        </p>
      ) : null}
      {busy ? null : (
        <Button variant="secondary" isDisabled={!state.can({ type: 'ADD' })} onPress={() => actor.send({ type: 'ADD' })}>
          {t('instagram.addQuestion')}
        </Button>
      )}
      <PopupActions state={state} send={actor.send} />
    </ToolDialog>
  );
}
