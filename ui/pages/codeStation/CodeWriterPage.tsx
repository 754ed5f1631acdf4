import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { codeWriterMachine } from '../../../machines/codeStation/codeWriter.machine';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef } from '../../inspector/inspection';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { TextAreaField } from '../../kit/TextAreaField';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { CompanyScopedPage } from '../companies/CompanyScopedPage';
import './codeStation.css';

const TEXT_NAMESPACES = ['codeStation', 'common'] as const;

/**
 * /code-station-with-ai (docs/code-station.md): a code block written by one of the company's
 * Generative AI connections from a description, changed if need be, and saved as a new block
 * that the Code Station editor then tests and changes.
 */
export default function CodeWriterPage() {
  const { t } = useTranslation('codeStation');
  return (
    <CompanyScopedPage title={t('writer.title')} intro={<p>{t('writer.intro')}</p>}>
      {(companyId) => <CodeWriter key={companyId} companyId={companyId} />}
    </CompanyScopedPage>
  );
}

function CodeWriter({ companyId }: { companyId: string }) {
  const { t } = useTranslation([...TEXT_NAMESPACES]);
  const text = useText(TEXT_NAMESPACES);
  const { codeStation, aiConnections } = useConsoleActors();
  const [logic] = useState(() =>
    codeWriterMachine.provide({
      actors: {
        loadConnections: fromPromise(({ input, signal }) => aiConnections.loadConnections(input, signal)),
        writeCode: fromPromise(({ input, signal }) => codeStation.writeCode(input, { signal })),
        createCodeBlock: fromPromise(({ input, signal }) => codeStation.createCodeBlock(input, { signal })),
      },
    }),
  );
  const actor = useInspectedActorRef(logic, { input: { companyId } });
  const state = useSelector(actor, (s) => s.value as string);
  const c = useSelector(actor, (s) => s.context);
  const error = text(c.error) || null;

  if (state === 'loading') return <p role="status">{t('writer.loading')}</p>;
  if (state === 'loadFailed') return <LoadError message={text(c.error)} retryLabel={t('retry')} onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (state === 'noConnection')
    return (
      <p>
        {t('writer.noConnection')} <Link href={`/company-profile?id=${encodeURIComponent(companyId)}&initial=AI`}>{t('writer.openAi')}</Link>
      </p>
    );
  if (state === 'created' && c.created)
    return (
      <>
        <Banner kind="success" message={t('writer.created', { name: c.created.functionName })} />
        <p>
          <Link href={`/code-station-editor?companyId=${encodeURIComponent(companyId)}&functionId=${encodeURIComponent(c.created.functionId)}`}>{t('writer.openEditor')}</Link>
        </p>
      </>
    );

  const writing = state === 'writing';
  const written = state === 'written' || state === 'creating';
  return (
    <div className="code-writer">
      <Form
        className="code-writer-request"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'WRITE' });
        }}
      >
        <SelectField
          label={t('writer.connection')}
          options={c.connections.map((connection) => ({ id: connection.id, label: connection.name }))}
          value={c.connectionId}
          onChange={(connectionId) => actor.send({ type: 'CONNECTION_CHOSEN', connectionId })}
          isDisabled={writing}
        />
        <TextAreaField
          label={t('writer.description')}
          description={t('writer.descriptionHint')}
          value={c.description}
          onChange={(value) => actor.send({ type: 'DESCRIPTION_CHANGED', value })}
          isDisabled={writing}
          rows={4}
        />
        <TextField
          label={t('writer.parameters')}
          description={t('writer.parametersHint')}
          value={c.parametersText}
          onChange={(value) => actor.send({ type: 'PARAMETERS_CHANGED', value })}
          isDisabled={writing}
        />
        {!written ? <Banner kind="error" message={error} /> : null}
        <Button type="submit" variant={written ? 'secondary' : 'primary'} isPending={writing}>
          {written ? t('writer.writeAgain') : t('writer.write')}
        </Button>
      </Form>
      {written ? (
        <Form
          className="code-writer-result"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'CREATE' });
          }}
        >
          {c.syntaxError ? <Banner kind="error" message={t('writer.syntaxError', { error: c.syntaxError })} /> : <p role="status">{t('writer.compiles')}</p>}
          <div className="code-writer-code">
            <TextAreaField label={t('writer.code')} value={c.code} onChange={(value) => actor.send({ type: 'CODE_CHANGED', value })} isDisabled={state === 'creating'} rows={12} />
          </div>
          <TextField label={t('writer.name')} value={c.name} onChange={(value) => actor.send({ type: 'NAME_CHANGED', value })} isDisabled={state === 'creating'} />
          <Banner kind="error" message={error} />
          <Button type="submit" isPending={state === 'creating'}>
            {t('writer.create')}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
