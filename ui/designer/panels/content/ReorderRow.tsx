import { useTranslation } from 'react-i18next';
import { GridList, GridListItem, useDragAndDrop, type Key, type Selection } from 'react-aria-components';
import { Button } from '../../../kit/Button';
import { reordered } from './rules';

export type ReorderRowProps<T extends { id: string }> = {
  label: string;
  items: readonly T[];
  labelOf: (item: T, index: number) => string;
  selected: string | null;
  onSelect: (id: string) => void;
  onReorder: (items: T[]) => void;
  onAdd: () => void;
  addLabel: string;
  isDisabled: boolean;
};

/**
 * A horizontal row of reply buttons or cards with a '+' (spec 2.4): pick one to edit it,
 * drag (or move with the keyboard's drag and drop) to reorder.
 */
export function ReorderRow<T extends { id: string }>({ label, items, labelOf, selected, onSelect, onReorder, onAdd, addLabel, isDisabled }: ReorderRowProps<T>) {
  const { t } = useTranslation('panelsContent');
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const keys = new Set([...event.keys].map(String));
      const position = event.target.dropPosition === 'after' ? 'after' : 'before';
      onReorder(reordered(items, keys, String(event.target.key), position));
    },
    isDisabled,
  });
  return (
    <div className="reorder-row">
      <GridList
        aria-label={label}
        layout="grid"
        className="reorder-list"
        items={items.map((item, index) => ({ item, index, id: item.id }))}
        selectionMode="single"
        selectionBehavior="replace"
        disallowEmptySelection
        selectedKeys={selected ? [selected] : []}
        onSelectionChange={(keys: Selection) => {
          if (keys === 'all') return;
          const [first] = [...keys] as Key[];
          if (first !== undefined) onSelect(String(first));
        }}
        dragAndDropHooks={isDisabled ? undefined : dragAndDropHooks}
        renderEmptyState={() => t('common.empty')}
      >
        {({ item, index }) => (
          <GridListItem id={item.id} textValue={labelOf(item, index)} className="reorder-item">
            {/* The drag handle makes reordering reachable from the keyboard (react-aria drag and drop). */}
            {isDisabled ? null : (
              <Button variant="link" slot="drag" className="reorder-handle">
                ⠿
              </Button>
            )}
            {labelOf(item, index)}
          </GridListItem>
        )}
      </GridList>
      <Button variant="secondary" onPress={onAdd} isDisabled={isDisabled} aria-label={addLabel}>
        +
      </Button>
    </div>
  );
}
