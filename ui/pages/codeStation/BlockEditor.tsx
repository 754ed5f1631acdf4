import { useTranslation } from 'react-i18next';
import { Label, TextArea, TextField as AriaTextField, Text } from 'react-aria-components';
import type { SnapshotFrom } from 'xstate';
import { isDirty, isOlderVersion, type CodeStationEditorEvent, type codeStationEditorMachine } from '../../../machines/codeStation/codeStationEditor.machine';
import { draftProblem } from '../../../machines/codeStation/codeStationTexts';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { TestRunPanel } from './TestRunPanel';

export type EditorSnapshot = SnapshotFrom<typeof codeStationEditorMachine>;
type Props = { snapshot: EditorSnapshot; send: (event: CodeStationEditorEvent) => void };

/** The open code block: its code, parameter names and versions; Save, Rename, Delete, and the test run. */
export function BlockEditor({ snapshot, send }: Props) {
  const { t } = useTranslation('codeStation');
  const text = useText(['codeStation', 'common']);
  const { context } = snapshot;
  const open = context.open;
  if (!open) return null;
  const readOnly = isOlderVersion(open);
  const problem = draftProblem(context.draft.code, context.draft.parameters);
  const saving = snapshot.matches({ block: 'saving' });
  const newest = open.versions[0]?.version;

  return (
    <article className="code-block" aria-labelledby="code-block-name">
      <header className="code-block-header">
        <h2 id="code-block-name">{open.functionName}</h2>
        <span className="code-block-version">{t('editor.version', { version: open.version })}</span>
        {isDirty(context) ? <span className="code-block-unsaved">{t('editor.unsaved')}</span> : null}
        <div className="code-block-actions">
          <Button variant="secondary" onPress={() => send({ type: 'RENAME' })} isDisabled={!snapshot.can({ type: 'RENAME' })}>
            {t('editor.rename')}
          </Button>
          <Button variant="danger" onPress={() => send({ type: 'DELETE' })} isDisabled={!snapshot.can({ type: 'DELETE' })}>
            {t('editor.delete')}
          </Button>
        </div>
      </header>
      {readOnly ? (
        <div className="banner banner-info" role="status">
          <p>{t('editor.readOnly', { version: open.version })}</p>
          <Button onPress={() => send({ type: 'RESTORE' })} isDisabled={!snapshot.can({ type: 'RESTORE' })}>
            {t('editor.restore')}
          </Button>
        </div>
      ) : null}
      <AriaTextField className="field code-editor" value={context.draft.code} onChange={(value) => send({ type: 'CODE_CHANGED', value })} isReadOnly={readOnly || saving}>
        <Label>{t('editor.code')}</Label>
        {/* Code reads left to right in every language. */}
        <TextArea rows={16} dir="ltr" spellCheck={false} />
        <Text slot="description">{t('editor.codeHint')}</Text>
      </AriaTextField>
      <fieldset className="code-parameters">
        <legend>{t('editor.parameters')}</legend>
        {context.draft.parameters.length === 0 ? <p>{t('editor.noParameters')}</p> : null}
        {context.draft.parameters.map((name, index) => (
          // The row's place is its identity: names may be empty or repeated while typed.
          <div className="code-parameter" key={index}>
            <TextField
              label={t('editor.parameterName', { n: index + 1 })}
              value={name}
              onChange={(value) => send({ type: 'PARAMETER_CHANGED', index, value })}
              isReadOnly={readOnly}
            />
            {readOnly ? null : (
              <Button variant="link" onPress={() => send({ type: 'PARAMETER_REMOVED', index })}>
                {t('editor.removeParameter', { n: index + 1 })}
              </Button>
            )}
          </div>
        ))}
        {readOnly ? null : (
          <Button variant="secondary" onPress={() => send({ type: 'PARAMETER_ADDED' })} isDisabled={!snapshot.can({ type: 'PARAMETER_ADDED' })}>
            {t('editor.addParameter')}
          </Button>
        )}
        {problem && !readOnly ? (
          <p role="alert" className="field-error">
            {text(problem)}
          </p>
        ) : null}
      </fieldset>
      {readOnly ? null : (
        <Button onPress={() => send({ type: 'SAVE' })} isDisabled={!snapshot.can({ type: 'SAVE' })}>
          {saving ? t('editor.saving') : t('editor.save')}
        </Button>
      )}
      <section className="code-versions" aria-labelledby="code-versions-title">
        <h3 id="code-versions-title">{t('editor.versions')}</h3>
        <ul>
          {open.versions.map(({ version, createdAt }) => (
            <li key={version}>
              <Button
                variant="link"
                aria-current={version === open.version ? 'true' : undefined}
                isDisabled={!snapshot.can({ type: 'OPEN_VERSION', version })}
                onPress={() => send({ type: 'OPEN_VERSION', version })}
              >
                {t('editor.version', { version })}
              </Button>{' '}
              <time dateTime={createdAt}>{new Date(createdAt).toLocaleString()}</time>
              {version === newest ? ` · ${t('editor.newest')}` : ''}
              {version === open.version ? ` · ${t('editor.open')}` : ''}
            </li>
          ))}
        </ul>
      </section>
      {readOnly ? null : <TestRunPanel snapshot={snapshot} send={send} />}
    </article>
  );
}
