import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import { useText } from '../../../kit/useText';
import { textAlternativeError } from './rules';
import { TextAreaField } from '../../../kit/TextAreaField';
import { useConfirmChange } from '../shared/useConfirmChange';

export type TextAlternativesProps = {
  alternatives: readonly string[];
  onChange: (alternatives: string[]) => void;
  isDisabled: boolean;
};

/**
 * TEXT messages (spec 2.3): alternatives the assistant picks from. Enter adds the typed
 * message (shift-Enter is a newline); each is editable in place and deleted after a question.
 */
export function TextAlternatives({ alternatives, onChange, isDisabled }: TextAlternativesProps) {
  const { t } = useTranslation('panelsContent');
  const text = useText(['panelsContent']);
  const [draft, setDraft] = useState('');
  const draftError = textAlternativeError(draft);
  const remove = useConfirmChange<number>('panelsContent', (index) => onChange(alternatives.filter((_, i) => i !== index)));
  const add = () => {
    if (isDisabled || draft.trim() === '' || draftError) return;
    onChange([...alternatives, draft]);
    setDraft('');
  };
  return (
    <section aria-label={t('text.heading')}>
      <TextAreaField
        label={t('text.newMessage')}
        description={t('text.enterHint')}
        value={draft}
        onChange={setDraft}
        onEnter={add}
        isDisabled={isDisabled}
        errorMessage={draftError ? text(draftError) : null}
      />
      <ol className="content-list" aria-label={t('text.alternatives')}>
        {alternatives.map((alternative, index) => (
          <li key={`${index}:${alternative}`} className="content-list-item">
            <Alternative
              index={index}
              value={alternative}
              isDisabled={isDisabled}
              onSave={(value) => onChange(alternatives.map((a, i) => (i === index ? value : a)))}
              onDelete={() => remove.ask({ key: 'panelsContent.text.confirmDelete' }, index)}
            />
          </li>
        ))}
      </ol>
      {remove.dialog}
    </section>
  );
}

type AlternativeProps = { index: number; value: string; isDisabled: boolean; onSave: (value: string) => void; onDelete: () => void };

/** One alternative: saved on Enter or when the field is left, unless empty or too long. */
function Alternative({ index, value, isDisabled, onSave, onDelete }: AlternativeProps) {
  const { t } = useTranslation('panelsContent');
  const text = useText(['panelsContent']);
  const [draft, setDraft] = useState(value);
  const error = textAlternativeError(draft);
  const save = () => {
    if (draft !== value && draft.trim() !== '' && !error) onSave(draft);
  };
  return (
    <div className="content-row">
      <TextAreaField
        label={t('text.alternative', { number: index + 1 })}
        value={draft}
        onChange={setDraft}
        onEnter={save}
        onBlur={save}
        isDisabled={isDisabled}
        errorMessage={error ? text(error) : null}
      />
      <Button variant="danger" onPress={onDelete} isDisabled={isDisabled} aria-label={t('text.delete', { number: index + 1 })}>
        {t('common.delete')}
      </Button>
    </div>
  );
}
