import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Cell, Column, FileTrigger, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { validatorMachine } from '../../../machines/validator/validator.machine';
import { useInspectedActorRef } from '../../inspector/inspection';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { TextAreaField } from '../../kit/TextAreaField';
import { useText, type TextLike } from '../../kit/useText';
import './validator.css';

const TEXT_NAMESPACES = ['validator', 'designer', 'designerSideMenu'] as const;

/** The key's own text, then the reader's words when the check gave them. */
function ReasonText({ reason, text }: { reason: TextLike; text: (ref: TextLike) => string }) {
  return (
    <>
      {text({ key: reason.key, ...(reason.values ? { values: reason.values } : {}) })}
      {reason.message ? <span className="validator-detail">{reason.message}</span> : null}
    </>
  );
}

/** /validator: a flow document checked in the browser with the designer's save check and the publish check. */
export default function ValidatorPage() {
  const { t } = useTranslation([...TEXT_NAMESPACES]);
  const text = useText(TEXT_NAMESPACES);
  const [logic] = useState(() =>
    validatorMachine.provide({
      actors: { readFile: fromPromise(({ input }) => input.file.text()) },
    }),
  );
  const actor = useInspectedActorRef(logic);
  const state = useSelector(actor, (s) => s.value as string);
  const context = useSelector(actor, (s) => s.context);
  const result = context.result;

  return (
    <section className="validator-page" aria-labelledby="validator-title">
      <h1 id="validator-title" className="page-title">
        {t('title')}
      </h1>
      <p className="validator-intro">{t('intro')}</p>
      <TextAreaField
        label={t('textLabel')}
        description={context.fileName ? t('fileLabel', { name: context.fileName }) : t('textHint')}
        value={context.text}
        onChange={(value) => actor.send({ type: 'TEXT_CHANGED', value })}
        rows={12}
        isDisabled={state === 'readingFile'}
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
        <Button variant="secondary" onPress={() => actor.send({ type: 'CLEAR' })} isDisabled={context.text === '' && context.fileName === null}>
          {t('clear')}
        </Button>
      </div>
      <p role="status" className={state === 'valid' ? 'validator-status validator-passed' : 'validator-status'}>
        {state === 'readingFile' ? t('reading') : null}
        {state === 'valid' && result?.kind === 'checked' ? `${t('valid', { count: result.modules })}${result.migratedFrom ? ` ${t('migrated')}` : ''}` : null}
      </p>
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
              <Row key={`${finding.moduleId ?? 'flow'}-${index}`}>
                <Cell>{finding.moduleName ?? t('wholeFlow')}</Cell>
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
