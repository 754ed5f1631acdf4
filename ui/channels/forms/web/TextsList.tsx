import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { WEB_MESSENGER_TEXT_KEYS } from '../../../../services/contracts/channels/webMessengerTexts';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import type { WebSettingsActor } from './settingsProps';

/** Every customisable text: empty shows the widget's default (the placeholder). */
export function TextsList({ actor, nested }: { actor: WebSettingsActor; nested: boolean }) {
  const { t } = useTranslation(['channels', 'widget']);
  const text = useText(['channels', 'common']);
  const texts = useSelector(actor, (s) => s.context.texts);
  const errors = useSelector(actor, (s) => s.context.errors);
  return (
    <div className="web-texts">
      {WEB_MESSENGER_TEXT_KEYS.map((key) => {
        const error = errors[nested ? `texts.${key}` : key];
        return (
          <TextField
            key={key}
            label={key}
            placeholder={t(`widget:texts.${key}`, { defaultValue: '' })}
            value={texts[key] ?? ''}
            errorMessage={error ? text(error) : null}
            onChange={(value) => actor.send({ type: 'TEXT_CHANGED', key, value })}
          />
        );
      })}
    </div>
  );
}
