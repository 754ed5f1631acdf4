import { useTranslation } from 'react-i18next';
import type { IceBreakerField } from '../../../machines/channels/popups/iceBreakers.machine';
import type { IceBreaker } from '../../../services/contracts/channels/instagramTools';
import { TextField } from '../../kit/TextField';
import { ListEditorPopup, type RowFieldsProps } from './ListEditorPopup';
import { provideIceBreakers } from './provideInstagramTools';

const texts = { title: 'instagram.iceBreakersTitle', help: 'instagram.iceBreakersHelp', add: 'instagram.addQuestion', remove: 'instagram.removeQuestion' };

/** An ice breaker's fields: its question and the action it sends. */
function IceBreakerFields({ row, busy, firstProblem, actionProblem, change }: RowFieldsProps<IceBreaker, IceBreakerField>) {
  const { t } = useTranslation('channels');
  return (
    <>
      <TextField label={t('instagram.question')} value={row.question} isDisabled={busy} errorMessage={firstProblem} onChange={(value) => change('question', value)} />
      <TextField label={t('instagram.action')} value={row.payload} isDisabled={busy} errorMessage={actionProblem} onChange={(value) => change('action', value)} />
    </>
  );
}

/** The ice breaker editor: up to 4 questions with the action each sends; saving none removes them. Closes with the outcome as a toast. */
export function IceBreakersPopup(props: { channelId: string; onClose: () => void }) {
  return <ListEditorPopup {...props} provide={provideIceBreakers} texts={texts} Fields={IceBreakerFields} />;
}
