import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intentTarget, matchesSearch, sortedByName } from '../../../../machines/ai/panel/intents';
import type { FlowConnection, FlowDocument } from '../../../../services/contracts/flow';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { Checkbox } from '../../../kit/Checkbox';
import { TextField } from '../../../kit/TextField';
import { ModulePicker } from '../shared/ModulePicker';

export type IntentsViewProps = {
  names: readonly string[];
  flow: FlowDocument;
  moduleId: string;
  connections: readonly FlowConnection[];
  /** The create box's error (a name problem or a failed call), already in words. */
  error: string | null;
  busy?: boolean;
  canCreateDelete: boolean;
  canConnect: boolean;
  onCreate: (name: string) => void;
  onOpen: (name: string) => void;
  onDelete: (names: string[]) => void;
  onConnect: (intent: string, target: string | null) => void;
  onTyping?: () => void;
};

/**
 * The INTENT tab's list (spec 2.5, 5.1): the create box doubles as a search; a sorted list,
 * each intent with its connect-action picker, a checkbox and a trash icon; bulk Delete.
 */
export function IntentsView(props: IntentsViewProps) {
  const { t } = useTranslation('panelsAi');
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const shown = sortedByName(
    props.names.filter((n) => matchesSearch(n, query)),
    (n) => n,
  );
  const create = () => {
    if (!props.canCreateDelete || !query.trim()) return;
    props.onCreate(query);
  };
  const remove = (names: string[]) => {
    props.onDelete(names);
    setChecked((c) => c.filter((n) => !names.includes(n)));
  };
  const stillChecked = checked.filter((n) => props.names.includes(n));
  return (
    <div className="ai-intents">
      <div className="ai-row">
        <TextField
          label={t('intent.createOrSearch')}
          value={query}
          onChange={(value) => {
            setQuery(value);
            props.onTyping?.();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') create();
          }}
          errorMessage={props.error}
        />
        <Button variant="secondary" onPress={create} isDisabled={!props.canCreateDelete || !query.trim() || props.busy}>
          {t('intent.create')}
        </Button>
      </div>
      {stillChecked.length > 0 && props.canCreateDelete ? (
        <Button variant="link" onPress={() => remove(stillChecked)}>
          {t('intent.deleteChecked', { count: stillChecked.length })}
        </Button>
      ) : null}
      {shown.length === 0 ? <Banner kind="info" message={props.names.length ? t('intent.noMatch') : t('intent.empty')} /> : null}
      <ul className="ai-list" aria-label={t('intent.list')}>
        {shown.map((name) => (
          <li key={name} className="ai-list-row">
            <Checkbox
              aria-label={t('intent.check', { name })}
              isSelected={stillChecked.includes(name)}
              onChange={(on) => setChecked((c) => (on ? [...c, name] : c.filter((n) => n !== name)))}
              isDisabled={!props.canCreateDelete}
            >
              <span className="ai-visually-hidden">{name}</span>
            </Checkbox>
            <Button variant="link" className="ai-list-name" onPress={() => props.onOpen(name)}>
              {name}
            </Button>
            <ModulePicker
              className="ai-list-target"
              label={t('intent.action', { name })}
              flow={props.flow}
              exclude={[props.moduleId]}
              value={intentTarget(props.connections, name)}
              onChange={(target) => props.onConnect(name, target)}
              isDisabled={!props.canConnect}
            />
            <Button variant="link" aria-label={t('intent.delete', { name })} onPress={() => remove([name])} isDisabled={!props.canCreateDelete}>
              <span aria-hidden="true">🗑</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
