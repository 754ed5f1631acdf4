import { useMemo, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FlowModule } from '../../../services/contracts/flow';
import { searchModules, type SearchHit } from './searchModules';

export type ModuleSearchProps = {
  modules: readonly FlowModule[];
  /** Module names by type in the interface language, shown beside each hit. */
  typeName: (type: string) => string;
  onPick: (id: string) => void;
};

/** Finds a module by name (case-insensitive); picking a hit selects it and centres the view on it. */
export function ModuleSearch({ modules, typeName, onPick }: ModuleSearchProps) {
  const { t } = useTranslation('designer');
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchModules(modules, query), [modules, query]);
  const handlePick = (key: Key | null) => {
    if (key === null) return;
    onPick(String(key));
    setQuery('');
  };
  return (
    <ComboBox
      className="designer-search"
      inputValue={query}
      onInputChange={setQuery}
      items={hits}
      onSelectionChange={handlePick}
      selectedKey={null}
      menuTrigger="input"
      allowsEmptyCollection
    >
      <Label className="visually-hidden">{t('canvas.search.label')}</Label>
      <Input className="designer-search-input" placeholder={t('canvas.search.placeholder')} data-testid="designer-search" />
      <Popover className="popover designer-search-popover">
        <ListBox className="listbox" renderEmptyState={() => <p className="designer-search-empty">{t('canvas.search.none')}</p>}>
          {(hit: SearchHit) => (
            <ListBoxItem id={hit.id} className="listbox-item" textValue={hit.name}>
              <span dir="auto">{hit.name}</span> <span className="designer-search-type">{typeName(hit.type)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
