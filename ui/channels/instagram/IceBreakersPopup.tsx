import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { TextField } from '../../kit/TextField';
import { ListEditorPopup } from './ListEditorPopup';
import { provideIceBreakers } from './provideInstagramTools';

/** The ice breaker editor: up to 4 questions with the action each sends; saving none removes them. Closes with the outcome as a toast. */
export function IceBreakersPopup({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const { t } = useTranslation('channels');
  const { channels } = useConsoleActors();
  const [logic] = useState(() => provideIceBreakers(channels));
  const texts = {
    title: t('instagram.iceBreakersTitle'),
    help: t('instagram.iceBreakersHelp'),
    add: t('instagram.addQuestion'),
    remove: (n: number) => t('instagram.removeQuestion', { n }),
  };
  return (
    <ListEditorPopup
      logic={logic}
      channelId={channelId}
      onClose={onClose}
      texts={texts}
      fields={(item, { busy, firstProblem, actionProblem, change }) => (
        <>
          <TextField label={t('instagram.question')} value={item.question} isDisabled={busy} errorMessage={firstProblem} onChange={(value) => change('question', value)} />
          <TextField label={t('instagram.action')} value={item.payload} isDisabled={busy} errorMessage={actionProblem} onChange={(value) => change('action', value)} />
        </>
      )}
    />
  );
}
