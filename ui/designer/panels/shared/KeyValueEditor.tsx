import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { showToast } from '../../../kit/toasts';
import { addRow, canAddRow, isStaleKey, KEY_VALUE_LIST_MAX_HEIGHT, keyValueTexts, removeRow, type KeyValueRow } from './keyValueRules';
import './keyValueEditor.css';

export type KeyValueEditorProps = {
  /** The list's heading (e.g. 'Parameters', 'Headers'). */
  label: string;
  rows: readonly KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
  allowEmptyKeys?: boolean;
  /** Keys that are still valid; a saved row with another key shows the changed-or-deleted warning. */
  allowedKeys?: readonly string[] | null;
  /** When given, the new row's key is picked from these (those not used yet) instead of typed. */
  keyOptions?: readonly string[];
  /** A rule on typed keys (e.g. header key characters): a message blocks Add. */
  keyError?: (key: string) => string | null;
  keyLabel?: string;
  valueLabel?: string;
  isDisabled?: boolean;
};

const EMPTY_DRAFT: KeyValueRow = { key: '', value: '' };

/**
 * Rows of key and value with Add and Remove (spec 03 section 5.5): a duplicate key is
 * refused with a toast; Add waits for a value (and a key unless empty keys are allowed);
 * the list scrolls beyond 150 px.
 */
export function KeyValueEditor({ label, rows, onChange, allowEmptyKeys, allowedKeys, keyOptions, keyError, keyLabel, valueLabel, isDisabled }: KeyValueEditorProps) {
  const { t } = useTranslation('panelsLogic');
  const headingId = useId();
  const [draft, setDraft] = useState<KeyValueRow>(EMPTY_DRAFT);
  const draftKeyError = draft.key && keyError ? keyError(draft.key) : null;
  const addable = !isDisabled && canAddRow(draft, { allowEmptyKeys }) && !draftKeyError;

  const handleAdd = () => {
    const result = addRow(rows, draft);
    if (!result.ok) {
      showToast('error', t(result.error));
      return;
    }
    onChange(result.rows);
    setDraft(EMPTY_DRAFT);
  };

  const unusedKeys = keyOptions?.filter((key) => !rows.some((row) => row.key === key));
  const keyName = keyLabel ?? t('keyValue.key');
  const valueName = valueLabel ?? t('keyValue.value');

  return (
    <section className="kv-editor" aria-labelledby={headingId}>
      <h3 id={headingId} className="kv-title">
        {label}
      </h3>
      {rows.length ? (
        <ul className="kv-rows" aria-labelledby={headingId} style={{ maxHeight: KEY_VALUE_LIST_MAX_HEIGHT, overflowY: 'auto' }}>
          {rows.map((row, index) => (
            <li key={`${index}:${row.key}`} className="kv-row">
              <div className="kv-pair">
                <span className="kv-key">{row.key || t('keyValue.emptyKey')}</span>
                <span className="kv-value">{row.value}</span>
                <Button
                  variant="link"
                  className="kv-remove"
                  aria-label={t('keyValue.remove', { key: row.key || t('keyValue.emptyKey') })}
                  isDisabled={isDisabled}
                  onPress={() => onChange(removeRow(rows, index))}
                >
                  ×
                </Button>
              </div>
              {isStaleKey(row.key, allowedKeys) ? (
                <p className="kv-warning" role="alert">
                  {t(keyValueTexts.staleKey)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="kv-empty">{t('keyValue.none')}</p>
      )}
      <div className="kv-new">
        {unusedKeys ? (
          <SelectField
            label={keyName}
            options={unusedKeys.map((key) => ({ id: key, label: key }))}
            value={draft.key || null}
            onChange={(key) => setDraft({ ...draft, key })}
            isDisabled={isDisabled}
          />
        ) : (
          <TextField label={keyName} value={draft.key} onChange={(key) => setDraft({ ...draft, key })} isDisabled={isDisabled} errorMessage={draftKeyError} />
        )}
        <TextField label={valueName} value={draft.value} onChange={(value) => setDraft({ ...draft, value })} isDisabled={isDisabled} />
        <Button variant="secondary" isDisabled={!addable} onPress={handleAdd}>
          {t('keyValue.add')}
        </Button>
      </div>
    </section>
  );
}
