import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isDirty } from '../../../machines/designer/designer.machine';
import type { PaletteEntry } from '../../../services/contracts/moduleCatalogue';
import { GRID_SIZE } from '../../../services/contracts/moduleCatalogue';
import type { DesignerVersionSummary } from '../../../services/contracts/designer';
import { Banner } from '../../kit/Banner';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { showToast } from '../../kit/toasts';
import { useText } from '../../kit/useText';
import { freePlace, moduleBox } from '../../designer/canvas/freePlace';
import { moduleFromPalette } from '../../designer/paletteDrag';
import type { DesignerAccess } from '../../designer/panels/types';
import { ProblemList } from '../../designer/sideMenu/ProblemList';
import { SideMenu } from '../../designer/sideMenu/SideMenu';
import { DesignerTour } from '../../designer/tour/DesignerTour';
import type { CanvasApi, CanvasProps, DesignerActor } from './designerActor';
import { useLayoutPart } from './designerLayout';
import { DesignerToolbar } from './DesignerToolbar';
import { Palette } from './Palette';
import { PanelToggle } from './PanelToggle';
import { useLeaveConfirmation } from '../../shell/useLeaveConfirmation';

export type DesignerWorkspaceProps = {
  actor: DesignerActor;
  botName: string;
  versions: readonly DesignerVersionSummary[];
  onPickVersion: (id: string) => void;
  /** The canvas (the Rete editor in the app; tests give a stand-in). */
  Canvas: ComponentType<CanvasProps>;
  /** Spec 6: FULL without the user-role setting; DESIGNER and VIEWER get a banner, VIEWER changes nothing. */
  access?: DesignerAccess;
  companyId?: string;
  /** Arrived from the onboarding guide (firstLogin in the query): the guided previews show. */
  firstLogin?: boolean;
  /** The guide ended (skipped or done): the page removes firstLogin from the address. */
  onTourEnd?: () => void;
  /** A module to show once the flow is drawn (a link from a report or a check names one): selected, centred, its settings open. */
  openAt?: string | null;
};

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const ACCESS_BANNERS: Partial<Record<DesignerAccess, string>> = { VIEWER: 'access.viewer', DESIGNER: 'access.designer' };

const SIDE_MENU_ID = 'designer-side-menu';

/**
 * The designer screen around the canvas: toolbar, palette, side menu, the problem list, the
 * delete and leave questions, the guide. The palette and the side menu fold away (each
 * person's choice is kept) so the canvas can take the width; the save check's list sits
 * above the canvas inside the screen's fixed height, never pushing the canvas down.
 */
export function DesignerWorkspace({
  actor,
  botName,
  versions,
  onPickVersion,
  Canvas,
  access = 'FULL',
  companyId = '',
  firstLogin = false,
  onTourEnd,
  openAt = null,
}: DesignerWorkspaceProps) {
  const { t } = useTranslation(['designer', 'designerSideMenu']);
  const text = useText(['designer', 'common']);
  const navigate = useNavigate();
  const dirty = useSelector(actor, (s) => isDirty(s.context));
  const versionId = useSelector(actor, (s) => s.context.versionId);
  const botId = useSelector(actor, (s) => s.context.botId);
  const readOnly = useSelector(actor, (s) => s.context.readOnly) || access === 'VIEWER';
  const confirmingDelete = useSelector(actor, (s) => s.matches('confirmingDelete'));
  const error = useSelector(actor, (s) => s.context.error);
  // How to reach the canvas, once it is built (it tells through onReady).
  const [canvas, setCanvas] = useState<CanvasApi | null>(null);
  const [pendingVersion, setPendingVersion] = useState<string | null>(null);
  const [touring, setTouring] = useState(firstLogin);
  const blocker = useLeaveConfirmation(dirty);
  const [paletteOpen, setPaletteOpen] = useLayoutPart('palette');
  const [panelOpen, setPanelOpen] = useLayoutPart('panel');
  const accessBanner = ACCESS_BANNERS[access];

  /** A problem or an incoming connection was clicked: select that module, show it on the canvas and its settings (folded away, they open). */
  const jumpTo = useCallback(
    (id: string) => {
      actor.send({ type: 'SELECT_MODULE', id });
      canvas?.focus(id);
      setPanelOpen(true);
    },
    [actor, canvas, setPanelOpen],
  );

  useEffect(() => {
    if (!canvas || !openAt) return undefined;
    let current = true;
    // A module the flow does not have (deleted since the link was made) leaves the view as opened.
    void canvas.shown.then(() => current && actor.getSnapshot().context.flow.modules.some((m) => m.id === openAt) && jumpTo(openAt));
    return () => {
      current = false;
    };
  }, [actor, canvas, jumpTo, openAt]);

  /** A palette entry pressed (Enter, Space or a click): the module goes to a free place in the middle of the view, selected. */
  const handleAdd = (entry: PaletteEntry) => {
    const flow = actor.getSnapshot().context.flow;
    const centre = canvas?.centre() ?? { x: 0, y: 0 };
    const draft = moduleFromPalette(entry, { x: 0, y: 0 }, flow);
    const module = { ...draft, position: freePlace(flow.modules, moduleBox(draft), centre, GRID_SIZE) };
    actor.send({ type: 'ADD_MODULE', module });
    if (!actor.getSnapshot().context.flow.modules.some((m) => m.id === module.id)) return;
    actor.send({ type: 'SELECT_MODULE', id: module.id });
    canvas?.reveal(module.id);
  };

  const handlePickVersion = (id: string) => {
    if (id === versionId) return;
    if (dirty) setPendingVersion(id);
    else onPickVersion(id);
  };

  useEffect(() => {
    const refused = () => showToast('error', t('designerSideMenu:access.notAuthorized'));
    const handleKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.defaultPrevented) return;
      const { selectedId, flow } = actor.getSnapshot().context;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const selected = selectedId ? flow.modules.find((m) => m.id === selectedId) : undefined;
      if ((event.key === 'Backspace' || event.key === 'Delete') && selected) {
        event.preventDefault();
        if (readOnly) refused();
        else actor.send({ type: 'DELETE_MODULE', id: selected.id });
      } else if (command && key === 'v' && selected && readOnly) {
        // The canvas duplicates on ctrl+V (spec 2.2); a viewer is told why nothing happens.
        event.preventDefault();
        refused();
      } else if (command && key === 'z') {
        event.preventDefault();
        actor.send({ type: event.shiftKey ? 'REDO' : 'UNDO' });
      } else if (command && key === 'y') {
        event.preventDefault();
        actor.send({ type: 'REDO' });
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [actor, readOnly, t]);

  return (
    <div className="designer">
      <header className="designer-header">
        <h1 className="page-title designer-title">
          {t('title')}: <span dir="auto">{botName}</span>
        </h1>
        <DesignerToolbar actor={actor} versions={versions} versionId={versionId} onPickVersion={handlePickVersion} />
      </header>
      <Banner kind="info" message={accessBanner ? t(`designerSideMenu:${accessBanner}`) : null} />
      <Banner kind="error" message={error ? text(error) : null} />
      <div className="designer-body">
        <Palette onAdd={handleAdd} isDisabled={readOnly} collapsed={!paletteOpen} onCollapsedChange={(collapsed) => setPaletteOpen(!collapsed)} />
        <div className="designer-centre">
          <ProblemList actor={actor} onJump={jumpTo} />
          <Canvas actor={actor} onReady={setCanvas} />
        </div>
        <div className={`designer-side${panelOpen ? '' : ' is-collapsed'}`}>
          <PanelToggle label={t('layout.panel')} expanded={panelOpen} controls={SIDE_MENU_ID} edge="end" onChange={setPanelOpen} />
          <SideMenu
            id={SIDE_MENU_ID}
            hidden={!panelOpen}
            actor={actor}
            access={access}
            companyId={companyId}
            botId={botId}
            versionId={versionId}
            leaveTo={(path) => void navigate(path)}
            onJump={jumpTo}
          />
        </div>
      </div>
      {touring ? (
        <DesignerTour
          onEnd={() => {
            setTouring(false);
            onTourEnd?.();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirmingDelete}
        title={t('delete.title')}
        text={t('delete.question')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => actor.send({ type: 'CONFIRM_DELETE' })}
        onCancel={() => actor.send({ type: 'CANCEL_DELETE' })}
      />
      <ConfirmDialog
        isOpen={blocker.state === 'blocked' || pendingVersion !== null}
        title={t('leave.title')}
        text={t('leave.text')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.stay')}
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
          if (pendingVersion !== null) onPickVersion(pendingVersion);
          setPendingVersion(null);
        }}
        onCancel={() => {
          if (blocker.state === 'blocked') blocker.reset();
          setPendingVersion(null);
        }}
      />
    </div>
  );
}
