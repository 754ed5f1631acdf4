import { useSelector } from '@xstate/react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import { useText } from '../../../kit/useText';
import type { WebSettingsActor } from './settingsProps';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

/** An image property: the current image, a chooser (disabled while any image is checked or uploaded), progress and error. */
export function ImageUpload({ actor, field, label }: { actor: WebSettingsActor; field: string; label: string }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const url = useSelector(actor, (s) => s.context.values[field]);
  const error = useSelector(actor, (s) => s.context.errors[field] ?? null);
  const mine = useSelector(actor, (s) => s.context.image?.field === field);
  const checking = useSelector(actor, (s) => s.matches({ editing: 'checkingImage' }));
  const busy = useSelector(actor, (s) => !s.matches({ editing: 'ready' }));
  return (
    <div className="field image-field">
      <span className="copy-label">{label}</span>
      {typeof url === 'string' && url !== '' ? <img src={url} alt={label} className="image-preview" /> : null}
      <FileTrigger
        acceptedFileTypes={IMAGE_TYPES}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) actor.send({ type: 'IMAGE_CHOSEN', field, file });
        }}
      >
        <Button variant="secondary" isDisabled={busy}>
          {t('web.chooseImage', { label })}
        </Button>
      </FileTrigger>
      {mine ? (
        <p role="status">
          <progress aria-label={label} /> {checking ? t('web.checkingImage') : t('web.uploadingImage')}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}
