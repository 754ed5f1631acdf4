import { useApolloClient } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Cell, Column, FileTrigger, Link, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { validatorMachine, type SavedSource } from '../../../machines/validator/validator.machine';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef } from '../../inspector/inspection';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { LoadError } from '../../kit/LoadError';
import { TextAreaField } from '../../kit/TextAreaField';
import { useText, type TextLike } from '../../kit/useText';
import { useCompanyList } from '../companies/useCompanyList';
import { SavedVersionChooser, type SavedState } from './SavedVersionChooser';
import './validator.css';

const TEXT_NAMESPACES = ['validator', 'designer', 'designerSideMenu', 'common'] as const;

type CheckState = 'editing' | 'readingFile' | 'loadingFlow' | 'flowFailed' | 'checking' | 'fileFailed' | 'unreadable' | 'invalid' | 'valid';

/** The key's own text, then the reader's words when the check gave them. */
function ReasonText({ reason, text }: { reason: TextLike; text: (ref: TextLike) => string }) {
  return (
    <>
      {text({ key: reason.key, ...(reason.values ? { values: reason.values } : {}) })}
      {reason.message ? <span className="validator-detail">{reason.message}</span> : null}
    </>
  );
}

/** Where the designer opens the saved version at one module. */
export function designerModuleHref(source: SavedSource, moduleId: string): string {
  const query = new URLSearchParams({ id: source.botId, companyId: source.companyId, version: source.versionId, module: moduleId });
  return `/chatbot-designer?${query.toString()}`;
}

/**
 * /validator: a flow document, pasted, read from a file or loaded from a saved version of one of
 * the company's assistants, checked in the browser with the designer's save check and the
 * publish check. The company is the companyId query parameter, else the first of the person's.
 */
export default function ValidatorPage() {
  const { t } = useTranslation([...TEXT_NAMESPACES]);
  const text = useText(TEXT_NAMESPACES);
  const client = useApolloClient();
  const { assistants, designer } = useConsoleActors();
  const [params, setParams] = useSearchParams();
  const companies = useCompanyList();
  const companyId = params.get('companyId') ?? params.get('companyID') ?? companies.data?.[0]?.id ?? null;
  const [logic] = useState(() =>
    validatorMachine.provide({
      actors: {
        readFile: fromPromise(({ input }) => input.file.text()),
        loadAssistants: fromPromise(async ({ input, signal }) =>
          (await assistants.fetchBots({ companyId: input.companyId }, { signal, client })).map(({ id, name }) => ({ id, name })),
        ),
        loadVersions: fromPromise(async ({ input, signal }) =>
          (await designer.fetchDesignerVersions({ botId: input.botId }, { signal, client })).map(({ id, name }) => ({ id, name })),
        ),
        loadFlow: fromPromise(async ({ input, signal }) => {
          const version = await designer.fetchDesignerVersion({ botId: input.botId, versionId: input.versionId }, { signal, client });
          return { flow: version.flow, storedProblems: version.storedProblems };
        }),
      },
    }),
  );
  const actor = useInspectedActorRef(logic);
  const savedState = useSelector(actor, (s) => s.value.saved as SavedState);
  const state = useSelector(actor, (s) => s.value.check as CheckState);
  const context = useSelector(actor, (s) => s.context);
  const result = context.result;
  const source = context.source;

  // The company named (by the address, else the first of the person's): its assistants load.
  useEffect(() => {
    if (companyId) actor.send({ type: 'COMPANY_CHOSEN', companyId });
  }, [actor, companyId]);

  const description = source
    ? t('versionLabel', { assistant: source.botName, version: source.versionName })
    : context.fileName
      ? t('fileLabel', { name: context.fileName })
      : t('textHint');

  return (
    <section className="validator-page" aria-labelledby="validator-title">
      <h1 id="validator-title" className="page-title">
        {t('title')}
      </h1>
      <p className="validator-intro">{t('intro')}</p>
      <SavedVersionChooser
        state={savedState}
        context={context}
        send={(event) => actor.send(event)}
        companies={companies}
        companyId={companyId}
        onCompanyChosen={(id) => setParams({ companyId: id })}
        text={text}
      />
      <TextAreaField
        label={t('textLabel')}
        description={description}
        value={context.text}
        onChange={(value) => actor.send({ type: 'TEXT_CHANGED', value })}
        rows={12}
        isDisabled={state === 'readingFile' || state === 'loadingFlow'}
      />
      <div className="validator-actions">
        <Button onPress={() => actor.send({ type: 'VALIDATE' })} isDisabled={state !== 'editing' || context.text.trim() === ''}>
          {t('validate')}
        </Button>
        <FileTrigger
          acceptedFileTypes={['application/json', 'text/plain', '.json']}
          onSelect={(list) => {
            const file = list?.[0];
            if (file) actor.send({ type: 'FILE_CHOSEN', file, name: file.name });
          }}
        >
          <Button variant="secondary" isDisabled={state === 'readingFile'}>
            {t('chooseFile')}
          </Button>
        </FileTrigger>
        <Button variant="secondary" onPress={() => actor.send({ type: 'CLEAR' })} isDisabled={context.text === '' && context.fileName === null && source === null}>
          {t('clear')}
        </Button>
      </div>
      <p role="status" className={state === 'valid' ? 'validator-status validator-passed' : 'validator-status'}>
        {state === 'readingFile' ? t('reading') : null}
        {state === 'loadingFlow' ? t('loadingFlow') : null}
        {state === 'valid' && result?.kind === 'checked' ? `${t('valid', { count: result.modules })}${result.migratedFrom ? ` ${t('migrated')}` : ''}` : null}
      </p>
      {state === 'flowFailed' && context.error ? <LoadError message={text(context.error)} retryLabel={t('retry')} onRetry={() => actor.send({ type: 'RETRY_FLOW' })} /> : null}
      {state === 'invalid' && result?.kind === 'checked' ? <Banner kind="error" message={t('invalid', { count: result.findings.length })} /> : null}
      {state === 'fileFailed' && context.error ? <Banner kind="error" message={text(context.error)} /> : null}
      {state === 'unreadable' && result?.kind === 'unreadable' ? (
        <p className="validator-error" role="alert">
          <ReasonText reason={result.reason} text={text} />
        </p>
      ) : null}
      {state === 'invalid' && result?.kind === 'checked' ? (
        <Table aria-label={t('findingsLabel')} className="validator-findings">
          <TableHeader>
            <Column isRowHeader>{t('module')}</Column>
            <Column>{t('problem')}</Column>
          </TableHeader>
          <TableBody>
            {result.findings.map((finding, index) => (
              <Row key={`${finding.moduleId ?? 'flow'}-${index}`} textValue={finding.moduleName ?? t('wholeFlow')}>
                <Cell>
                  {/* A saved version's module opens in the designer; a pasted flow has no assistant to open. */}
                  {source && finding.moduleId !== null ? (
                    <Link href={designerModuleHref(source, finding.moduleId)} className="validator-module-link">
                      {finding.moduleName ?? finding.moduleId}
                    </Link>
                  ) : (
                    (finding.moduleName ?? t('wholeFlow'))
                  )}
                </Cell>
                <Cell>
                  <ReasonText reason={finding.text} text={text} />
                </Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}
