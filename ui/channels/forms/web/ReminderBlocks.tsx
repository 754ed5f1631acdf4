import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ReminderBlock } from '../../../../machines/channels/forms/webSettingsValues';
import { Button } from '../../../kit/Button';
import { TextAreaField } from '../../../kit/TextAreaField';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import type { WebSettingsActor } from './settingsProps';

/** The reminder and timeout messages per language (200 characters each, 3 rows). */
export function ReminderBlocks({ actor }: { actor: WebSettingsActor }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const blocks = useSelector(actor, (s) => s.context.reminders);
  const errors = useSelector(actor, (s) => s.context.errors);
  const errorOf = (index: number, key: string) => {
    const e = errors[`reminderTimeouts.${index}.${key}`];
    return e ? text(e) : null;
  };
  const send = (next: ReminderBlock[]) => actor.send({ type: 'REMINDERS_CHANGED', blocks: next });
  const change = (index: number, part: Partial<ReminderBlock>) => send(blocks.map((b, i) => (i === index ? { ...b, ...part } : b)));
  return (
    <fieldset className="reminder-blocks">
      <legend>{t('web.reminders.title')}</legend>
      {blocks.map((b, index) => (
        <details key={index} open>
          <summary>{b.language || t('web.reminders.block', { n: index + 1 })}</summary>
          <TextField
            label={t('web.reminders.language', { n: index + 1 })}
            value={b.language}
            errorMessage={errorOf(index, 'language')}
            onChange={(language) => change(index, { language })}
          />
          <TextAreaField
            label={t('web.reminders.reminder', { n: index + 1 })}
            rows={3}
            value={b.reminderMessage}
            errorMessage={errorOf(index, 'reminderMessage')}
            onChange={(v) => change(index, { reminderMessage: v })}
          />
          <TextAreaField
            label={t('web.reminders.timeout', { n: index + 1 })}
            rows={3}
            value={b.timeoutMessage}
            errorMessage={errorOf(index, 'timeoutMessage')}
            onChange={(v) => change(index, { timeoutMessage: v })}
          />
          <Button variant="secondary" onPress={() => send(blocks.filter((_, i) => i !== index))}>
            {t('web.reminders.remove', { n: index + 1 })}
          </Button>
        </details>
      ))}
      <Button variant="secondary" onPress={() => send([...blocks, { language: '', reminderMessage: '', timeoutMessage: '' }])}>
        {t('web.reminders.add')}
      </Button>
    </fieldset>
  );
}
