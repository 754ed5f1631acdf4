import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { GRID_SIZE, moduleInfo } from '../../../services/contracts/moduleCatalogue';
import type { DesignerActor } from '../../pages/designer/designerActor';
import { showToast } from '../../kit/toasts';
import { useDesignerData } from '../panels/dataContext';
import { ModuleSettingsPanel, panelFor } from '../panels/registry';
import type { DesignerAccess, ModuleChange } from '../panels/types';
import { useResource } from '../panels/useResource';
import { pasteEvent } from '../canvas/paste';
import { FallbackSection } from './FallbackSection';
import { NameField } from './NameField';
import { NotesField } from './NotesField';
import { hasFallback } from './rules';
import { SideMenuFooter } from './SideMenuFooter';
import { moduleEdits } from './useModuleEdits';
import './sideMenu.css';

export type SideMenuProps = {
  /** For the button that folds the side menu away (aria-controls). */
  id?: string;
  /** Folded away: kept (with what is being typed) but not shown. */
  hidden?: boolean;
  actor: DesignerActor;
  access: DesignerAccess;
  companyId: string;
  botId: string;
  versionId: string;
  /** Leaves the designer for another console page (asks first when there are unsaved changes). */
  leaveTo: (path: string) => void;
  /** Selects a module and shows it on the canvas. */
  onJump: (id: string) => void;
};

const NO_TAGS: readonly string[] = [];

/** The action name of a module: its type's name in the interface language (selection kinds by their own names). */
/** Spec 2.5, 2.13, 2.14: these panels are headed by the action, not the module name. */
const ACTION_HEADERS: Partial<Record<string, string>> = { AI: 'panelsAi:action.title', PAYMENTS: 'panelsMore:payments.title', COMMERCE: 'panelsMore:commerce.title' };

function useActionName(type: string, selectionType: string | undefined): string {
  const { t } = useTranslation(['designer', 'panelsAi', 'panelsMore']);
  const header = ACTION_HEADERS[type];
  if (header) return t(header);
  const info = moduleInfo(type);
  const key = info.type === 'SELECTION' && selectionType !== undefined ? `moduleNames.SELECTION_${selectionType}` : `moduleNames.${info.type}`;
  return t(key, { defaultValue: info.name });
}

/**
 * The side menu of the selected module (spec 2.2): the action name, the module name and
 * notes, the type's own panel, the fallback, and the footer toolbar. VIEWER: every control
 * is disabled and nothing is sent.
 */
export function SideMenu({ id, hidden = false, actor, access, companyId, botId, versionId, leaveTo, onJump }: SideMenuProps) {
  const { t } = useTranslation('designerSideMenu');
  const module = useSelector(actor, (s) => s.context.flow.modules.find((m) => m.id === s.context.selectedId) ?? null);
  const flow = useSelector(actor, (s) => s.context.flow);
  const readOnly = useSelector(actor, (s) => s.context.readOnly) || access === 'VIEWER';
  const data = useDesignerData();
  const tags = useResource(companyId || null, (id: string) => data.conversationTags(id));
  const actionName = useActionName(module?.type ?? 'GENERIC', module?.type === 'SELECTION' ? module.settings.selectionType : undefined);
  if (!module) {
    return (
      <aside id={id} hidden={hidden} className="designer-panel side-menu" aria-label={t('label')}>
        <p className="designer-hint side-menu-empty">{t('empty')}</p>
      </aside>
    );
  }
  const edits = moduleEdits(actor, module, readOnly);
  const update = (change: ModuleChange) => edits.send({ type: 'UPDATE_MODULE', id: module.id, ...change });
  // Copy is the toolbar's ctrl+V: the same duplicate the canvas pastes, one grid cell away.
  const copy = () => {
    const duplicate = readOnly ? null : pasteEvent(flow, null, module.id, GRID_SIZE);
    if (!duplicate) return;
    actor.send(duplicate);
    if (actor.getSnapshot().context.flow.modules.some((m) => m.id === duplicate.newId)) {
      showToast('success', t('copied', { name: module.name }));
      actor.send({ type: 'SELECT_MODULE', id: duplicate.newId });
    }
  };
  return (
    <aside id={id} hidden={hidden} className="designer-panel side-menu" aria-label={t('label')}>
      <h2 className="designer-section-title side-menu-action">{actionName}</h2>
      <div className="side-menu-body">
        <NameField key={`name:${module.id}:${module.name}`} module={module} edits={edits} />
        {panelFor(module.type) ? (
          // The side menu's header names the action: the panel's own title is not repeated (sideMenu.css).
          <div className="side-menu-panel" key={`panel:${module.id}`}>
            <ModuleSettingsPanel
              type={module.type}
              module={module}
              flow={flow}
              access={access}
              readOnly={readOnly}
              companyId={companyId}
              botId={botId}
              versionId={versionId}
              update={update}
              leaveTo={leaveTo}
            />
          </div>
        ) : null}
        {hasFallback(module.type) ? <FallbackSection key={`fallback:${module.id}`} module={module} flow={flow} edits={edits} /> : null}
        <NotesField key={`notes:${module.id}:${module.settings.tags ?? ''}`} module={module} edits={edits} />
      </div>
      <SideMenuFooter
        key={module.id}
        module={module}
        flow={flow}
        edits={edits}
        conversationTags={tags.data ?? NO_TAGS}
        onDelete={() => edits.send({ type: 'DELETE_MODULE', id: module.id })}
        onCopy={copy}
        onJump={onJump}
      />
    </aside>
  );
}
