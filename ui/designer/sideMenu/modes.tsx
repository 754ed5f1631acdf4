import { useState } from 'react';
import { CheckboxGroup, Label, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FlowDocument } from '../../../services/contracts/flow';
import type { FlowModule } from '../../../services/contracts/modules';
import { Button } from '../../kit/Button';
import { Checkbox } from '../../kit/Checkbox';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { ModulePicker } from '../panels/shared/ModulePicker';
import { IDENTIFIERS, incomingOf, keywordGroups, metadataRows, parseDelay, parseKeywords, type KeywordGroup, type MetadataRow } from './rules';
import type { ModuleEdits } from './useModuleEdits';

/** What every footer mode gets. */
export type ModeProps = { module: FlowModule; flow: FlowDocument; edits: ModuleEdits };

/** The common settings fields kept as free text. */
export type TextSettingField = 'errorMessage' | 'inputParam' | 'identificationParam';

/** Delay: a whole number of seconds ≥ 0 (spec 5.11); empty removes the delay. */
export function DelayMode({ module, edits }: ModeProps) {
  const { t } = useTranslation('designerSideMenu');
  const [text, setText] = useState(module.delay === undefined ? '' : String(module.delay));
  const parsed = parseDelay(text);
  const commit = () => {
    if ('delay' in parsed && parsed.delay !== (module.delay ?? null)) edits.send({ type: 'UPDATE_MODULE', id: module.id, delay: parsed.delay });
  };
  return (
    <TextField
      label={t('delay.label')}
      type="number"
      inputMode="numeric"
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      isDisabled={edits.readOnly}
      errorMessage={'error' in parsed ? t('delay.invalid') : null}
    />
  );
}

/** A free-text common setting (error message, input parameter, developer parameter), saved on Enter or blur. */
export function TextSettingMode({ module, edits, field, label, hint }: ModeProps & { field: TextSettingField; label: string; hint?: string }) {
  const saved = module.settings[field] ?? '';
  return <CommitField key={saved} label={label} description={hint} value={saved} isDisabled={edits.readOnly} onCommit={(value) => edits.setSetting(field, value.trim())} />;
}

/** The company's conversation tags, chosen into settings.conversationTags. */
export function TagsMode({ module, edits, tags }: ModeProps & { tags: readonly string[] }) {
  const { t } = useTranslation('designerSideMenu');
  const chosen = module.settings.conversationTags ?? [];
  return (
    <CheckboxGroup className="side-menu-tags" value={chosen} onChange={(value) => edits.setSetting('conversationTags', value)} isDisabled={edits.readOnly}>
      <Label>{t('tags.label')}</Label>
      <Text slot="description" className="designer-hint">
        {t('tags.hint')}
      </Text>
      {tags.map((tag) => (
        <Checkbox key={tag} value={tag}>
          {tag}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** Keyword groups of a selection module: keywords (comma separated) and the target module. */
export function KeywordsMode({ module, flow, edits }: ModeProps) {
  const { t } = useTranslation('designerSideMenu');
  const groups = keywordGroups(module.settings);
  const save = (next: KeywordGroup[]) => edits.setSetting('keywordsGroups', next);
  const change = (index: number, group: KeywordGroup) => save(groups.map((g, i) => (i === index ? group : g)));
  return (
    <div className="side-menu-rows">
      <p className="designer-hint">{t('keywords.hint')}</p>
      {groups.map((group, index) => (
        <fieldset key={`${index}:${group.keywords.join(',')}:${group.value}`} className="side-menu-row">
          <legend>{t('keywords.group', { number: index + 1 })}</legend>
          <CommitField
            label={t('keywords.keywords')}
            value={group.keywords.join(', ')}
            isDisabled={edits.readOnly}
            onCommit={(text) => change(index, { ...group, keywords: parseKeywords(text) })}
          />
          <ModulePicker
            label={t('keywords.target')}
            flow={flow}
            value={group.value}
            onChange={(value) => change(index, { ...group, value: value ?? '' })}
            isDisabled={edits.readOnly}
          />
          <Button variant="link" onPress={() => save(groups.filter((_, i) => i !== index))} isDisabled={edits.readOnly}>
            {t('keywords.remove', { number: index + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onPress={() => save([...groups, { keywords: [], value: '' }])} isDisabled={edits.readOnly}>
        {t('keywords.add')}
      </Button>
    </div>
  );
}

/** The modules linking here; each one selects that module. */
export function IncomingMode({ module, flow, onJump }: ModeProps & { onJump: (id: string) => void }) {
  const { t } = useTranslation('designerSideMenu');
  const incoming = incomingOf(flow, module.id);
  if (!incoming.length) return <p className="designer-hint">{t('incoming.empty')}</p>;
  return (
    <ul className="side-menu-incoming" aria-label={t('incoming.title')}>
      {incoming.map(({ module: source, viaFallback }) => (
        <li key={source.id}>
          <Button variant="link" onPress={() => onJump(source.id)}>
            {viaFallback ? t('incoming.fallback', { name: source.name }) : source.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Logic modules: identifier Email (em) or Phone Number (pn), and the identification parameter. */
export function IdentifierMode(props: ModeProps) {
  const { module, edits } = props;
  const { t } = useTranslation('designerSideMenu');
  const identifier = module.settings.identifier ?? '';
  return (
    <div className="side-menu-rows">
      <SelectField
        label={t('identifier.label')}
        options={[{ id: '', label: t('identifier.none') }, ...IDENTIFIERS.map((id) => ({ id, label: t(`identifier.${id}`) }))]}
        value={identifier}
        onChange={(value) =>
          edits.setSetting(
            'identifier',
            IDENTIFIERS.find((id) => id === value),
          )
        }
        isDisabled={edits.readOnly}
      />
      <TextSettingMode {...props} field="identificationParam" label={t('identifier.param')} />
    </div>
  );
}

/** Key/value rows in settings.metadata. */
export function MetadataMode({ module, edits }: ModeProps) {
  const { t } = useTranslation('designerSideMenu');
  const rows = metadataRows(module.settings);
  const save = (next: MetadataRow[]) => edits.setSetting('metadata', next);
  return (
    <div className="side-menu-rows">
      {rows.length === 0 ? <p className="designer-hint">{t('metadata.empty')}</p> : null}
      {rows.map((row, index) => (
        <fieldset key={`${index}:${row.key}:${row.value}`} className="side-menu-row side-menu-metadata">
          <legend className="visually-hidden">{t('metadata.title')}</legend>
          <CommitField label={t('metadata.key')} value={row.key} isDisabled={edits.readOnly} onCommit={(key) => save(rows.map((r, i) => (i === index ? { ...r, key } : r)))} />
          <CommitField
            label={t('metadata.value')}
            value={row.value}
            isDisabled={edits.readOnly}
            onCommit={(value) => save(rows.map((r, i) => (i === index ? { ...r, value } : r)))}
          />
          <Button variant="link" onPress={() => save(rows.filter((_, i) => i !== index))} isDisabled={edits.readOnly}>
            {t('metadata.remove', { number: index + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onPress={() => save([...rows, { key: '', value: '' }])} isDisabled={edits.readOnly}>
        {t('metadata.add')}
      </Button>
    </div>
  );
}

/** A text field whose value is sent on Enter or when it is left (when it changed). */
function CommitField({
  label,
  description,
  value,
  isDisabled,
  onCommit,
}: {
  label: string;
  description?: string;
  value: string;
  isDisabled: boolean;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <TextField
      label={label}
      description={description}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      isDisabled={isDisabled}
    />
  );
}
