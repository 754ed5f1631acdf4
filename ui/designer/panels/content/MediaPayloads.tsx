import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import { fileLimitHints } from './channelHints';
import { HintList } from './HintList';
import { MediaPicker } from './MediaPicker';
import { captionOf, linkOf, type MediaPayload, type MediaType } from './model';
import { captionError, withCaption } from './rules';
import type { readFileActor } from './readFile';

export type MediaPayloadsProps = {
  type: MediaType;
  payloads: readonly MediaPayload[];
  onChange: (payloads: MediaPayload[]) => void;
  isDisabled: boolean;
  readFile?: typeof readFileActor;
};

/** An uploaded file is a data: URL; the list shows its kind instead of the long text. */
function shownLink(link: string, uploaded: string): string {
  return link.startsWith('data:') ? uploaded : link;
}

/**
 * IMAGE, FILE, AUDIO, VIDEO and STICKER messages (spec 2.3, 5.2): files added by link or
 * upload, and for an image an optional caption, which needs exactly one image.
 */
export function MediaPayloads({ type, payloads, onChange, isDisabled, readFile }: MediaPayloadsProps) {
  const { t } = useTranslation('panelsContent');
  const text = useText(['panelsContent']);
  const only = payloads.length === 1 ? payloads[0] : undefined;
  const [caption, setCaption] = useState(only ? captionOf(only) : '');
  const [captionTouched, setCaptionTouched] = useState(false);
  const error = captionTouched && caption !== '' ? captionError(payloads) : null;
  const changeCaption = (value: string) => {
    setCaption(value);
    setCaptionTouched(true);
    if (only && captionError(payloads) === null) onChange([withCaption(only, value)]);
  };
  return (
    <section aria-label={t(`types.${type}`)}>
      <ul className="content-list" aria-label={t('media.files')}>
        {payloads.map((payload, index) => (
          <li key={`${index}:${linkOf(payload)}`} className="content-row">
            <span className="content-link">{shownLink(linkOf(payload), t('media.uploaded', { number: index + 1 }))}</span>
            <Button
              variant="secondary"
              isDisabled={isDisabled}
              aria-label={t('media.remove', { number: index + 1 })}
              onPress={() => onChange(payloads.filter((_, i) => i !== index))}
            >
              {t('common.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <MediaPicker kind={type} linkLabel={t('media.link')} onAdd={(link) => onChange([...payloads, link])} isDisabled={isDisabled} readFile={readFile} />
      {type === 'IMAGE' ? (
        <TextField label={t('media.caption')} value={caption} onChange={changeCaption} isDisabled={isDisabled} errorMessage={error ? text(error) : null} />
      ) : null}
      <details className="content-info">
        <summary>{t('media.channelLimits')}</summary>
        <HintList hints={fileLimitHints(type)} label={t('media.channelLimits')} />
      </details>
    </section>
  );
}
