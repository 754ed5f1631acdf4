import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GRID_SIZE, moduleInfo, snapToGrid } from '../../../services/contracts/moduleCatalogue';
import { outputSlots } from '../../../machines/designer/slots';
import { announcementsFor } from '../../designer/canvas/announcements';
import { CanvasTools } from '../../designer/canvas/CanvasTools';
import { ConnectPicker } from '../../designer/canvas/ConnectPicker';
import { KeyboardHelp } from '../../designer/canvas/KeyboardHelp';
import { LiveRegion, useLiveRegion } from '../../designer/canvas/LiveRegion';
import { useCanvasKeyboard } from '../../designer/canvas/useCanvasKeyboard';
import { readEdgeStyle, writeEdgeStyle } from '../../designer/canvas/edgeStylePreference';
import type { EdgeStyle } from '../../designer/canvas/nodeLayout';
import { pasteEvent } from '../../designer/canvas/paste';
import { createEditor, type DesignerEditor } from '../../designer/createEditor';
import { moduleGlyph } from '../../designer/moduleIcons';
import { slotLabel, type NodeTexts } from '../../designer/ModuleNodeView';
import { MODULE_DRAG_TYPE, moduleFromPalette, paletteEntry } from '../../designer/paletteDrag';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import type { CanvasProps } from './designerActor';
import { useLayoutPart } from './designerLayout';
import { useLatest } from '../../kit/useLatest';

/** Below this zoom module names cannot be read: a wide flow opens at it, from its left edge. */
const OPENING_MIN_ZOOM = 0.6;
const ZOOM_STEP = 1.25;

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The Rete canvas: built once by createEditor, fed with the machine's flow and selection
 * on every change, the drop target of palette entries (ADD_MODULE on the grid), with its
 * tools (find, zoom, fit, arrange, link style, keys), copy/paste and the self-fallback question.
 * For the keyboard and assistive technology it is a list of modules (one Tab stop, arrow
 * keys between modules, shift+arrows to move one, Enter to connect it through the
 * 'Connect to…' picker) and a polite live region that tells what changed.
 */
export function DesignerCanvas({ actor, onReady }: CanvasProps) {
  const { t, i18n } = useTranslation(['designer', 'designerCanvas']);
  const keysId = useId();
  const { said, announce } = useLiveRegion();
  const [keysOpen, setKeysOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<DesignerEditor | null>(null);
  const modules = useSelector(actor, (s) => s.context.flow.modules);
  const readOnly = useSelector(actor, (s) => s.context.readOnly);
  const [edgeStyle, setEdgeStyle] = useState<EdgeStyle>(() => readEdgeStyle(storage()));
  const [selfFallback, setSelfFallback] = useState<string | null>(null);
  const [arranging, setArranging] = useState(false);
  const [minimapShown, setMinimapShown] = useLayoutPart('minimap');
  const copied = useRef<string | null>(null);

  const texts: NodeTexts = useMemo(
    () => ({
      next: t('canvas.next'),
      fallback: t('canvas.fallback'),
      messageLimit: t('canvas.messageLimit'),
      returnAsParameter: t('canvas.returnAsParameter'),
      personalization: t('canvas.personalization'),
      paymentSucceed: t('canvas.paymentSucceed'),
      paymentFailed: t('canvas.paymentFailed'),
      noStock: t('canvas.noStock'),
      noText: t('canvas.noText'),
      speech: {
        separator: t('designerCanvas:modules.nameTypeSeparator'),
        output: (output, target) => (target === null ? t('designerCanvas:modules.outputFree', { output }) : t('designerCanvas:modules.outputTo', { output, target })),
      },
    }),
    [t],
  );
  const latestTexts = useLatest(texts);
  const typeName = (type: string) => {
    const info = moduleInfo(type);
    return t(`moduleNames.${info.type}`, { defaultValue: info.name });
  };
  const latestTypeName = useLatest(typeName);
  const stableTypeName = useCallback((type: string) => latestTypeName.current(type), [latestTypeName]);

  // What changed, told politely: the machine's steps in words.
  useEffect(() => {
    let before = actor.getSnapshot().context;
    const names = {
      typeName: (type: string) => latestTypeName.current(type),
      outputName: (module: Parameters<typeof outputSlots>[0], slot: string) => {
        const found = outputSlots(module).find((s) => s.key === slot);
        return found ? slotLabel(found, latestTexts.current) : slot;
      },
    };
    const subscription = actor.subscribe((snapshot) => {
      const after = snapshot.context;
      if (after === before) return;
      for (const ref of announcementsFor(before, after, names)) announce(t(`designerCanvas:${ref.key}`, { ...ref.values }));
      before = after;
    });
    return () => subscription.unsubscribe();
  }, [actor, announce, t, latestTexts, latestTypeName]);

  useCanvasKeyboard({
    container: containerRef,
    editor: editorRef,
    actor,
    announce,
    onHelp: () => setKeysOpen(true),
    texts: {
      nothingThatWay: () => t('designerCanvas:announce.nothingThatWay'),
      viewOnly: () => t('designerCanvas:announce.viewOnly'),
      noOutputs: (name) => t('designerCanvas:announce.noOutputs', { name }),
    },
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const editor = createEditor(container, {
      onEvent: (event) => actor.send(event),
      onSelfFallback: (id) => setSelfFallback(id),
      lookOf: (type) => {
        const info = moduleInfo(type);
        return { name: latestTypeName.current(type), colour: info.colour, icon: moduleGlyph(info.icon) };
      },
      texts: latestTexts.current,
      edgeStyle: readEdgeStyle(storage()),
      gridSize: GRID_SIZE,
    });
    editorRef.current = editor;
    let shown: unknown = null;
    const show = (): Promise<void> => {
      const { flow, selectedId, readOnly: viewOnly } = actor.getSnapshot().context;
      const key = [flow, selectedId, viewOnly];
      if (Array.isArray(shown) && shown.every((part, index) => part === key[index])) return Promise.resolve();
      shown = key;
      return editor.load(flow, selectedId, viewOnly);
    };
    // data-ready tells tests and benches the flow is shown and the canvas answers.
    const drawn = show()
      .then(() => editor.fit({ minZoom: OPENING_MIN_ZOOM }))
      .then(() => {
        container.dataset['ready'] = 'true';
      });
    const subscription = actor.subscribe(() => void show());
    onReady({
      centre: () => {
        const rect = container.getBoundingClientRect();
        return editor.pointToCanvas(rect.left + rect.width / 2, rect.top + rect.height / 2);
      },
      fit: () => void editor.fit(),
      focus: (id) => void editor.focus(id),
      reveal: (id) => void editor.reveal(id),
      shown: drawn,
    });
    return () => {
      onReady(null);
      subscription.unsubscribe();
      editor.destroy();
      editorRef.current = null;
    };
  }, [actor, onReady, latestTexts, latestTypeName]);

  useEffect(() => editorRef.current?.setTexts(texts), [texts]);

  // Spec 2.2: ctrl+C remembers the selected module, ctrl+V duplicates it (or the selected one).
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target) || event.defaultPrevented) return;
      const key = event.key.toLowerCase();
      const { flow, selectedId, readOnly: viewOnly } = actor.getSnapshot().context;
      if (key === 'c' && selectedId) {
        copied.current = selectedId;
      } else if (key === 'v' && !viewOnly) {
        const duplicate = pasteEvent(flow, copied.current, selectedId, GRID_SIZE);
        if (!duplicate) return;
        event.preventDefault();
        actor.send(duplicate);
        actor.send({ type: 'SELECT_MODULE', id: duplicate.newId });
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [actor]);

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (event.dataTransfer.types.includes(MODULE_DRAG_TYPE)) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    }
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    const entry = paletteEntry(event.dataTransfer.getData(MODULE_DRAG_TYPE));
    const editor = editorRef.current;
    if (!entry || !editor) return;
    event.preventDefault();
    const position = snapToGrid(editor.pointToCanvas(event.clientX, event.clientY));
    actor.send({ type: 'ADD_MODULE', module: moduleFromPalette(entry, position, actor.getSnapshot().context.flow) });
  };

  const handleEdgeStyle = (style: EdgeStyle) => {
    setEdgeStyle(style);
    writeEdgeStyle(storage(), style);
    editorRef.current?.setEdgeStyle(style);
  };
  const handleArrange = () => {
    const editor = editorRef.current;
    if (!editor) return;
    setArranging(true);
    void editor.arrange().finally(() => setArranging(false));
  };
  const handleFind = (id: string) => {
    actor.send({ type: 'SELECT_MODULE', id });
    void editorRef.current?.focus(id);
  };
  const confirmSelfFallback = () => {
    const module = actor.getSnapshot().context.flow.modules.find((m) => m.id === selfFallback);
    if (module) actor.send({ type: 'SET_FALLBACK', id: module.id, target: module.id, count: module.fallbackCount ?? 0 });
    setSelfFallback(null);
  };

  return (
    <div
      className={`designer-canvas${minimapShown ? ' shows-minimap' : ''}`}
      dir="ltr"
      role="region"
      aria-label={t('canvas.label')}
      onDragOver={handleDragOver}
      onDrop={handleDrop}
    >
      <div
        ref={containerRef}
        className="designer-canvas-area"
        data-testid="designer-canvas"
        role="listbox"
        aria-label={t('designerCanvas:modules.label')}
        aria-roledescription={t('designerCanvas:modules.roleDescription')}
        aria-multiselectable="true"
        aria-describedby={keysId}
      />
      {/* The canvas is drawn left to right in every language; its words follow the interface. */}
      <p id={keysId} className="visually-hidden" dir={i18n.dir()}>
        {t('designerCanvas:keys.summary')}
      </p>
      <LiveRegion said={said} dir={i18n.dir()} />
      <CanvasTools
        modules={modules}
        typeName={typeName}
        edgeStyle={edgeStyle}
        readOnly={readOnly}
        arranging={arranging}
        onZoomIn={() => void editorRef.current?.zoomBy(ZOOM_STEP)}
        onZoomOut={() => void editorRef.current?.zoomBy(1 / ZOOM_STEP)}
        onFit={() => void editorRef.current?.fit()}
        onArrange={handleArrange}
        onEdgeStyle={handleEdgeStyle}
        onFind={handleFind}
        minimapShown={minimapShown}
        onMinimapShown={setMinimapShown}
      >
        <KeyboardHelp isOpen={keysOpen} onOpenChange={setKeysOpen} />
      </CanvasTools>
      <ConnectPicker actor={actor} texts={texts} typeName={stableTypeName} />
      <ConfirmDialog
        isOpen={selfFallback !== null}
        title={t('canvas.selfFallback.title')}
        text={t('warnings.selfFallback')}
        confirmLabel={t('canvas.selfFallback.confirm')}
        cancelLabel={t('canvas.selfFallback.cancel')}
        onConfirm={confirmSelfFallback}
        onCancel={() => setSelfFallback(null)}
      />
    </div>
  );
}
