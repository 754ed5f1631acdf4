import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { KIND_FIELDS, type FieldSpec } from '../../../../../machines/ai/aiConnectionDraft';
import type { AiConnectionKind } from '../../../../../services/contracts/aiConnections';
import { SelectField } from '../../../../kit/SelectField';
import { TextAreaField } from '../../../../kit/TextAreaField';
import { TextField } from '../../../../kit/TextField';
import { useText } from '../../../../kit/useText';
import type { AiConnectionsActor } from '../useAiConnectionsMachine';

/** What every kind's form gets: the tab's machine and whether the console runs in developer mode. */
export type AiFormProps = { actor: AiConnectionsActor; devMode: boolean };

const NAMESPACES = ['aiConnections', 'common'] as const;

/** One setting of the kind: a select for a fixed list, a password input for a secret (showing the mask the server answers), else text. */
function KindField({ actor, kind, field }: { actor: AiConnectionsActor; kind: AiConnectionKind; field: FieldSpec }) {
  const { t } = useTranslation('aiConnections');
  const text = useText(NAMESPACES);
  const value = useSelector(actor, (s) => s.context.draft?.fields[field.name] ?? '');
  const error = useSelector(actor, (s) => s.context.fieldErrors[field.name] ?? null);
  const busy = useSelector(actor, (s) => !s.matches({ loaded: { popup: 'form' } }));
  const label = t([`fields.${kind}.${field.name}`, `fields.${field.name}`]);
  const description = field.optional ? t('fields.optional') : undefined;
  const errorMessage = error ? text(error) : null;
  const change = (next: string) => actor.send({ type: 'SET_FIELDS', values: { [field.name]: next } });
  if (field.options)
    return (
      <SelectField
        label={label}
        options={field.options.map((option) => ({ id: option, label: t([`options.${field.name}.${option}`, 'options.same'], { value: option }) }))}
        value={value === '' ? null : value}
        onChange={change}
        isDisabled={busy}
        errorMessage={errorMessage}
      />
    );
  if (field.multiline) return <TextAreaField label={label} value={value} onChange={change} isDisabled={busy} rows={6} description={description} errorMessage={errorMessage} />;
  return (
    <TextField
      label={label}
      type={field.secret ? 'password' : 'text'}
      autoComplete={field.secret ? 'new-password' : 'off'}
      value={value}
      onChange={change}
      isDisabled={busy}
      description={description}
      errorMessage={errorMessage}
    />
  );
}

/** The kind's settings in the order its contract lists them. */
export function KindFields({ actor, kind }: { actor: AiConnectionsActor; kind: AiConnectionKind }) {
  return (
    <>
      {KIND_FIELDS[kind].map((field) => (
        <KindField key={field.name} actor={actor} kind={kind} field={field} />
      ))}
    </>
  );
}

/** In developer mode: the provider's sandbox page, where its keys and addresses are shown. */
export function SandboxLink({ devMode, path }: { devMode: boolean; path: string }) {
  const { t } = useTranslation('aiConnections');
  if (!devMode) return null;
  return (
    <p className="muted">
      {t('sandbox')} <a href={path}>{path}</a>
    </p>
  );
}

/** A kind with no settings of its own says so. */
export function NoSettings({ kind }: { kind: AiConnectionKind }) {
  const { t } = useTranslation('aiConnections');
  return <p className="muted">{t(`noSettings.${kind}`)}</p>;
}
