import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '../../../../machines/designer/mediaFile';
import { Button } from '../../../kit/Button';
import { LinkField } from './LinkField';
import type { readFileActor } from './readFile';
import { linkError } from './rules';
import { UploadButton } from './UploadButton';

export type MediaPickerProps = {
  kind: UploadKind;
  /** Called with a checked https:// (or '#') link, or a data: URL of an uploaded file. */
  onAdd: (link: string) => void;
  isDisabled?: boolean;
  linkLabel: string;
  readFile?: typeof readFileActor;
};

/** Adds a file by link (Enter or the button) or by upload (spec 2.3, 5.2). */
export function MediaPicker({ kind, onAdd, isDisabled, linkLabel, readFile }: MediaPickerProps) {
  const { t } = useTranslation('panelsContent');
  const [link, setLink] = useState('');
  const linkOk = link !== '' && linkError(link) === null;
  const addLink = () => {
    if (!linkOk || isDisabled) return;
    onAdd(link);
    setLink('');
  };
  return (
    <div className="media-picker">
      <div className="content-row">
        <LinkField label={linkLabel} value={link} onChange={setLink} isDisabled={isDisabled} onEnter={addLink} />
        <Button variant="secondary" onPress={addLink} isDisabled={isDisabled || !linkOk}>
          {t('media.addLink')}
        </Button>
      </div>
      <UploadButton kind={kind} onUpload={onAdd} isDisabled={isDisabled} readFile={readFile} />
    </div>
  );
}
