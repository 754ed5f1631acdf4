import { useEffect, useRef, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GRID_SIZE, moduleInfo, snapToGrid } from '../../../services/contracts/moduleCatalogue';
import { createEditor, type DesignerEditor } from '../../designer/createEditor';
import { moduleGlyph } from '../../designer/moduleIcons';
import { MODULE_DRAG_TYPE, moduleFromPalette, paletteEntry } from '../../designer/paletteDrag';
import type { CanvasProps } from './designerActor';

/** Below this zoom module names cannot be read: a wide flow opens at it, from its left edge. */
const OPENING_MIN_ZOOM = 0.6;

/** How a module type looks on the canvas, its name in the interface language. */
const looksIn = (translate: (key: string, fallback: string) => string) => (type: string) => {
  const info = moduleInfo(type);
  return { name: translate(`moduleNames.${info.type}`, info.name), colour: info.colour, icon: moduleGlyph(info.icon) };
};

/**
 * The Rete canvas: built once by createEditor, fed with the machine's flow and selection
 * on every change, and the drop target of palette entries (ADD_MODULE on the grid).
 */
export function DesignerCanvas({ actor, onReady }: CanvasProps) {
  const { t } = useTranslation('designer');
  const containerRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<DesignerEditor | null>(null);
  const texts = { next: t('canvas.next'), noText: t('canvas.noText') };
  const textsRef = useRef(texts);
  textsRef.current = texts;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const editor = createEditor(container, {
      onEvent: (event) => actor.send(event),
      lookOf: looksIn((key, fallback) => t(key, { defaultValue: fallback })),
      texts: textsRef.current,
      gridSize: GRID_SIZE,
    });
    editorRef.current = editor;
    let shownFlow: unknown = null;
    let shownSelection: string | null | undefined;
    const show = (): Promise<void> => {
      const { flow, selectedId } = actor.getSnapshot().context;
      if (flow === shownFlow && selectedId === shownSelection) return Promise.resolve();
      shownFlow = flow;
      shownSelection = selectedId;
      return editor.load(flow, selectedId);
    };
    void show().then(() => editor.fit({ minZoom: OPENING_MIN_ZOOM }));
    const subscription = actor.subscribe(() => void show());
    onReady({
      centre: () => {
        const rect = container.getBoundingClientRect();
        return editor.pointToCanvas(rect.left + rect.width / 2, rect.top + rect.height / 2);
      },
      fit: () => void editor.fit(),
    });
    return () => {
      onReady(null);
      subscription.unsubscribe();
      editor.destroy();
      editorRef.current = null;
    };
  }, [actor, onReady]);

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

  return (
    <div className="designer-canvas" dir="ltr" role="region" aria-label={t('canvas.label')} onDragOver={handleDragOver} onDrop={handleDrop}>
      <div ref={containerRef} className="designer-canvas-area" data-testid="designer-canvas" />
    </div>
  );
}
