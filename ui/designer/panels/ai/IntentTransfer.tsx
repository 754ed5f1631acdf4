import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components';
import { fromPromise } from 'xstate';
import { exportFileName, exportGenerativeRows, exportRows, templateRows, type CsvRow } from '../../../../machines/ai/panel/csv';
import { actionNodeSettingsOf } from '../../../../machines/ai/panel/settings';
import type { AiSettings } from '../../../../services/contracts/modules/ai';
import { intentCsvUploadMachine } from '../../../../machines/ai/intentCsvUpload.machine';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { showToast } from '../../../kit/toasts';
import { useDesignerData } from '../dataContext';
import type { DesignerAccess } from '../types';
import { downloadCsv, parseCsvFile } from './csvFiles';
import { useAiText } from './parts';
import { useLatest } from '../../../kit/useLatest';

type Props = {
  aiId: string;
  generative: boolean;
  access: DesignerAccess;
  settings: AiSettings;
  onIntentsImported: () => void;
  onGenerativeRows: (rows: CsvRow[]) => void;
};

/** Download and upload of intents (spec 2.5, 5.1, 7.2): DialogFlow and generative providers. */
export function IntentTransfer({ aiId, generative, access, settings, onIntentsImported, onGenerativeRows }: Props) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const data = useDesignerData();
  const callbacks = useLatest({ onIntentsImported, onGenerativeRows });
  const [logic] = useState(() =>
    intentCsvUploadMachine.provide({
      actors: {
        parseCsv: fromPromise(async ({ input }) => {
          if (!(input.file instanceof File)) throw new Error('not a file');
          return parseCsvFile(input.file);
        }),
        importIntents: fromPromise(({ input }) => data.importIntents(input.aiId, input.rows)),
      },
      actions: {
        logErrors: (_, params) => console.error('Intents file errors', params.errors),
        storeGenerativeRows: (_, params) => callbacks.current.onGenerativeRows(params.rows),
        intentsImported: () => callbacks.current.onIntentsImported(),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { aiId, generative } });
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  const notice = useSelector(actor, (s) => s.context.notice);
  const [downloading, setDownloading] = useState(false);
  const canUpload = access === 'FULL';
  // Spec 6: VIEWER downloads only in generative mode; DESIGNER keeps Download.
  const canDownload = access !== 'VIEWER' || generative;

  const download = async () => {
    setDownloading(true);
    showToast('success', t('download.started'));
    try {
      const rows = generative ? exportGenerativeRows(actionNodeSettingsOf(settings).intents) : exportRows(await data.intentsAndUtterances(aiId));
      await downloadCsv(rows, `${exportFileName(new Date())}.csv`);
      showToast('success', t('download.done'));
    } catch {
      showToast('error', t('download.failed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="ai-section" aria-label={t('upload.title')}>
      <h4 className="ai-subtitle">{t('upload.title')}</h4>
      <div className="ai-row">
        <Button variant="secondary" onPress={() => void download()} isDisabled={!canDownload || downloading}>
          {t('download.button')}
        </Button>
        <FileTrigger
          acceptedFileTypes={['.csv', 'text/csv']}
          onSelect={(list) => {
            const file = list?.[0];
            if (!file) return;
            actor.send({ type: 'FILE_CHOSEN', file });
          }}
        >
          <Button variant="secondary" isDisabled={!canUpload || busy}>
            {busy ? t('upload.uploading') : t('upload.button')}
          </Button>
        </FileTrigger>
        <Button variant="link" onPress={() => void downloadCsv(templateRows(generative), 'Template.csv')}>
          {t('upload.template')}
        </Button>
      </div>
      <p className="ai-hint">{generative ? t('upload.hintGenerative') : t('upload.hint')}</p>
      {notice ? <Banner kind={notice.kind === 'error' ? 'error' : 'info'} message={text(notice.text)} /> : null}
    </section>
  );
}
