import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isDirty } from '../../../machines/designer.machine';
import type { PaletteEntry } from '../../../services/contracts/moduleCatalogue';
import { snapToGrid } from '../../../services/contracts/moduleCatalogue';
import type { DesignerVersionSummary } from '../../../services/designer';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { useText } from '../../kit/useText';
import { moduleFromPalette } from '../../designer/paletteDrag';
import type { CanvasApi, CanvasProps, DesignerActor } from './designerActor';
import { DesignerToolbar } from './DesignerToolbar';
import { ModulePanel } from './ModulePanel';
import { Palette } from './Palette';
import { useLeaveConfirmation } from './useLeaveConfirmation';
import { Banner } from '../../kit/Banner';

export type DesignerWorkspaceProps = {
  actor: DesignerActor;
  botName: string;
  versions: readonly DesignerVersionSummary[];
  onPickVersion: (id: string) => void;
  /** The canvas (the Rete editor in the app; tests give a stand-in). */
  Canvas: ComponentType<CanvasProps>;
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The designer screen around the canvas: toolbar, palette, side panel, the delete and leave questions. */
export function DesignerWorkspace({ actor, botName, versions, onPickVersion, Canvas }: DesignerWorkspaceProps) {
  const { t } = useTranslation('designer');
  const text = useText(['designer', 'common']);
  const dirty = useSelector(actor, (s) => isDirty(s.context));
  const versionId = useSelector(actor, (s) => s.context.versionId);
  const readOnly = useSelector(actor, (s) => s.context.readOnly);
  const confirmingDelete = useSelector(actor, (s) => s.matches('confirmingDelete'));
  const error = useSelector(actor, (s) => s.context.error);
  const canvasRef = useRef<CanvasApi | null>(null);
  const [pendingVersion, setPendingVersion] = useState<string | null>(null);
  const blocker = useLeaveConfirmation(dirty);

  const handleReady = useCallback((api: CanvasApi | null) => {
    canvasRef.current = api;
  }, []);

  const handleAdd = (entry: PaletteEntry) => {
    const centre = canvasRef.current?.centre() ?? { x: 0, y: 0 };
    actor.send({ type: 'ADD_MODULE', module: moduleFromPalette(entry, snapToGrid(centre), actor.getSnapshot().context.flow) });
  };

  const handlePickVersion = (id: string) => {
    if (id === versionId) return;
    if (dirty) setPendingVersion(id);
    else onPickVersion(id);
  };

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.defaultPrevented) return;
      const { selectedId } = actor.getSnapshot().context;
      if ((event.key === 'Backspace' || event.key === 'Delete') && selectedId) {
        event.preventDefault();
        actor.send({ type: 'DELETE_MODULE', id: selectedId });
      } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        actor.send({ type: event.shiftKey ? 'REDO' : 'UNDO' });
      } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'y') {
        event.preventDefault();
        actor.send({ type: 'REDO' });
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [actor]);

  return (
    <div className="designer">
      <header className="designer-header">
        <h1 className="page-title designer-title">
          {t('title')}: <span dir="auto">{botName}</span>
        </h1>
        <DesignerToolbar actor={actor} versions={versions} versionId={versionId} onPickVersion={handlePickVersion} onFit={() => canvasRef.current?.fit()} />
      </header>
      {readOnly ? <div className="banner">{t('readOnly')}</div> : null}
      <Banner kind="error" message={error ? text(error) : null} />
      <div className="designer-body">
        <Palette onAdd={handleAdd} isDisabled={readOnly} />
        <Canvas actor={actor} onReady={handleReady} />
        <ModulePanel actor={actor} />
      </div>
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
