import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components';
import { acceptFor, type UploadKind } from '../../../../machines/designer/mediaFile';
import { mediaUploadMachine } from '../../../../machines/designer/mediaUpload.machine';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { useText } from '../../../kit/useText';
import { readFileActor } from './readFile';
import { useLatest } from '../../../kit/useLatest';

export type UploadButtonProps = {
  kind: UploadKind;
  /** Called with the data: URL of a file that passed the checks. */
  onUpload: (dataUrl: string) => void;
  isDisabled?: boolean;
  /** The browser file reader; replaceable where images cannot be decoded (tests). */
  readFile?: typeof readFileActor;
};

/** Choose a file (spec 5.2): the mediaUpload machine checks format, size and image height, then reads it. */
export function UploadButton({ kind, onUpload, isDisabled, readFile = readFileActor }: UploadButtonProps) {
  const { t } = useTranslation('panelsContent');
  const text = useText(['panelsContent']);
  const latestOnUpload = useLatest(onUpload);
  const [logic] = useState(() =>
    mediaUploadMachine.provide({
      actors: { readFile },
      actions: { addUpload: (_, params) => latestOnUpload.current(params.dataUrl) },
    }),
  );
  const upload = useActorRef(logic);
  const reading = useSelector(upload, (s) => s.matches('reading'));
  const error = useSelector(upload, (s) => s.context.error);
  return (
    <div className="upload-button">
      <FileTrigger
        acceptedFileTypes={acceptFor(kind)?.split(',')}
        onSelect={(files) => {
          const file = files?.[0];
          if (file && !isDisabled) upload.send({ type: 'PICK', file, kind });
        }}
      >
        <Button variant="secondary" isDisabled={isDisabled || reading}>
          {reading ? t('media.reading') : t('media.upload')}
        </Button>
      </FileTrigger>
      <Banner kind="error" message={error ? text(error) : null} />
    </div>
  );
}
