import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { MAX_CALLOUT_BUTTONS } from '../../../../machines/channels/forms/web/calloutButtons';
import { Button } from '../../../kit/Button';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import { ColorChoice } from './ColorChoice';
import type { WebSettingsActor } from './settingsProps';

/** The callout buttons: at most 3 (the add control goes at 3); button 1 is the default, its URL read-only. */
export function CalloutButtons({ actor }: { actor: WebSettingsActor }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const buttons = useSelector(actor, (s) => s.context.buttons);
  const errors = useSelector(actor, (s) => s.context.errors);
  const listError = errors['buttonList'];
  const errorOf = (index: number, key: string) => {
    const e = errors[`buttonList.${index}.${key}`];
    return e ? text(e) : null;
  };
  return (
    <fieldset className="callout-buttons">
      <legend>{t('web.buttons.title')}</legend>
      {buttons.map((b, index) => (
        <div className="callout-button" key={String(b.buttonId)}>
          <TextField
            label={t('web.buttons.text', { n: index + 1 })}
            value={b.text}
            errorMessage={errorOf(index, 'text')}
            onChange={(v) => actor.send({ type: 'BUTTON_CHANGED', index, change: { text: v } })}
          />
          <ColorChoice
            label={t('web.buttons.colorCode', { n: index + 1 })}
            value={b.colorCode}
            errorMessage={errorOf(index, 'colorCode')}
            onChange={(v) => actor.send({ type: 'BUTTON_CHANGED', index, change: { colorCode: v } })}
          />
          <ColorChoice
            label={t('web.buttons.textColorCode', { n: index + 1 })}
            value={b.textColorCode}
            errorMessage={errorOf(index, 'textColorCode')}
            onChange={(v) => actor.send({ type: 'BUTTON_CHANGED', index, change: { textColorCode: v } })}
          />
          <TextField
            label={t('web.buttons.functionURL', { n: index + 1 })}
            value={index === 0 ? '' : b.functionURL}
            placeholder={index === 0 ? t('web.buttons.defaultUrl') : undefined}
            isReadOnly={index === 0}
            description={index === 0 ? t('web.buttons.defaultUrl') : undefined}
            errorMessage={errorOf(index, 'functionURL')}
            onChange={(v) => actor.send({ type: 'BUTTON_CHANGED', index, change: { functionURL: v } })}
          />
          <Button variant="secondary" onPress={() => actor.send({ type: 'BUTTON_REMOVED', index })}>
            {t('web.buttons.remove', { n: index + 1 })}
          </Button>
        </div>
      ))}
      {listError ? (
        <p className="field-error" role="alert">
          {text(listError)}
        </p>
      ) : null}
      {buttons.length < MAX_CALLOUT_BUTTONS ? (
        <Button variant="secondary" onPress={() => actor.send({ type: 'BUTTON_ADDED' })}>
          {t('web.buttons.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
