import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { runValues, type CodeStationEditorEvent, type codeStationEditorMachine } from '../../../machines/codeStation/codeStationEditor.machine';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';

/** A test run of the draft in the sandbox: a value per parameter, then what it returned, its console lines or its error. */
export function TestRunPanel({ snapshot, send }: { snapshot: SnapshotFrom<typeof codeStationEditorMachine>; send: (event: CodeStationEditorEvent) => void }) {
  const { t } = useTranslation('codeStation');
  const { context } = snapshot;
  const running = snapshot.matches({ block: 'running' });
  const values = runValues(context);
  const result = context.result;
  return (
    <section className="code-test-run" aria-labelledby="code-test-run-title">
      <h3 id="code-test-run-title">{t('run.title')}</h3>
      {Object.keys(values).length === 0 ? <p>{t('run.noValues')}</p> : null}
      {Object.entries(values).map(([name, value]) =>
        name ? <TextField key={name} label={t('run.value', { name })} value={value} onChange={(next) => send({ type: 'VALUE_CHANGED', name, value: next })} /> : null,
      )}
      <Button onPress={() => send({ type: 'RUN' })} isDisabled={!snapshot.can({ type: 'RUN' })}>
        {running ? t('run.running') : t('run.run')}
      </Button>
      <div aria-live="polite">
        {result?.ok === true ? (
          <div className="code-run-result">
            <h4>{t('run.returned')}</h4>
            {Object.keys(result.values).length === 0 ? (
              <p>{t('run.nothingReturned')}</p>
            ) : (
              <dl>
                {Object.entries(result.values).map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd dir="auto">{String(value)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        ) : null}
        {result?.ok === false ? (
          <div className="code-run-error" role="alert">
            <h4>{t('run.failed')}</h4>
            <p dir="auto">{result.error}</p>
          </div>
        ) : null}
        {result ? (
          <div className="code-run-logs">
            <h4>{t('run.logs')}</h4>
            {result.logs.length === 0 ? <p>{t('run.noLogs')}</p> : <pre dir="ltr">{result.logs.join('\n')}</pre>}
          </div>
        ) : null}
      </div>
    </section>
  );
}
