import type { CSSProperties, DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PALETTE, type PaletteEntry } from '../../../services/contracts/moduleCatalogue';
import { moduleGlyph } from '../../designer/moduleIcons';
import { MODULE_DRAG_TYPE } from '../../designer/paletteDrag';
import { PanelToggle } from './PanelToggle';

const GROUPS = ['BASIC', 'ADVANCED'] as const;

export type PaletteProps = {
  /** Adds the entry's module in the middle of the view (keyboard and click). */
  onAdd: (entry: PaletteEntry) => void;
  isDisabled?: boolean;
  /** Folded to a narrow strip of module icons (each still named for screen readers and in its tooltip). */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
};

const MODULES_ID = 'designer-palette-modules';

/**
 * The module palette (spec 2.1): BASIC and ADVANCED, each module with its colour, icon and
 * name. Folded, it keeps only the icons, so modules can still be added while the canvas
 * takes the width.
 */
export function Palette({ onAdd, isDisabled = false, collapsed = false, onCollapsedChange }: PaletteProps) {
  const { t } = useTranslation('designer');
  const handleDragStart = (entry: PaletteEntry) => (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.setData(MODULE_DRAG_TYPE, entry.key);
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <nav className={`designer-palette${collapsed ? ' is-collapsed' : ''}`} aria-label={t('palette.title')}>
      <div className="designer-side-header">
        <h2 className="designer-section-title">{t('palette.title')}</h2>
        {onCollapsedChange ? (
          <PanelToggle label={t('layout.palette')} expanded={!collapsed} controls={MODULES_ID} edge="start" onChange={(expanded) => onCollapsedChange(!expanded)} />
        ) : null}
      </div>
      <div className="designer-palette-modules" id={MODULES_ID}>
        <p className="designer-hint">{t('palette.hint')}</p>
        {GROUPS.map((group) => (
          <section key={group} className="designer-palette-group" aria-labelledby={`palette-${group}`}>
            <h3 id={`palette-${group}`} className="designer-palette-group-title">
              {t(`palette.${group}`)}
            </h3>
            <ul className="designer-palette-list">
              {PALETTE.filter((entry) => entry.group === group).map((entry) => {
                const name = t(`moduleNames.${entry.key.replace(':', '_')}`, { defaultValue: entry.name });
                return (
                  <li key={entry.key}>
                    <button
                      type="button"
                      className="designer-palette-entry"
                      style={{ '--module-colour': entry.colour } as CSSProperties}
                      draggable={!isDisabled}
                      disabled={isDisabled}
                      data-testid="palette-entry"
                      data-module-key={entry.key}
                      title={collapsed ? name : undefined}
                      onDragStart={handleDragStart(entry)}
                      onClick={() => onAdd(entry)}
                    >
                      <span className="designer-palette-icon" aria-hidden="true">
                        {moduleGlyph(entry.icon)}
                      </span>
                      <span className="designer-palette-name">{name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
