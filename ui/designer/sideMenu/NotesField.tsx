import { useState } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FlowModule } from '../../../services/contracts/modules';
import { commitsNotes, NOTES_MAX, notesError } from './rules';
import type { ModuleEdits } from './useModuleEdits';

/** Notes (settings.tags, at most 2000): Enter saves them, Shift+Enter starts a new line. */
export function NotesField({ module, edits }: { module: FlowModule; edits: ModuleEdits }) {
  const { t } = useTranslation('designerSideMenu');
  const saved = module.settings.tags ?? '';
  const [notes, setNotes] = useState(saved);
  const error = notesError(notes);
  const commit = () => {
    if (!error && notes !== saved) edits.setSetting('tags', notes);
  };
  return (
    <TextField className="field" value={notes} onChange={setNotes} onBlur={commit} isDisabled={edits.readOnly} isInvalid={error !== null} maxLength={NOTES_MAX}>
      <Label>{t('notes.label')}</Label>
      <TextArea
        className="side-menu-notes"
        rows={3}
        onKeyDown={(event) => {
          if (!commitsNotes(event)) return;
          event.preventDefault();
          commit();
        }}
      />
      <Text slot="description">{t('notes.hint')}</Text>
      <FieldError>{error ? t(`notes.${error}`) : null}</FieldError>
    </TextField>
  );
}
