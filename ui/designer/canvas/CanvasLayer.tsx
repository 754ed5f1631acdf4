import { memo, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ModuleNodeView, type NodeTexts, type SocketEmit } from '../ModuleNodeView';
import { FALLBACK_SLOT } from '../../../machines/designer/slots';
import type { CanvasStore, MinimapData } from './canvasStore';
import { linkPath, type Point } from './nodeLayout';
import { useLatest } from '../../kit/useLatest';

export type SocketAt = (nodeId: string, side: 'input' | 'output', key: string) => Point | null;

type LayerProps = {
  store: CanvasStore;
  /** The SVG (inside the area's content, under the nodes) that holds every link. */
  linkHost: SVGSVGElement;
  texts: NodeTexts;
  emit: SocketEmit;
  socketAt: SocketAt;
};

function useTopic(store: CanvasStore, topic: string): number {
  const subscribe = useCallback((listener: () => void) => store.topics.subscribe(topic, listener), [store, topic]);
  return useSyncExternalStore(subscribe, () => store.topics.version(topic));
}

/**
 * Everything the canvas draws, in one React root: each module in view is a portal into
 * its area view (so dragging stays Rete's), every link a path of one SVG, and the minimap.
 * Modules out of view are not rendered at all; their area views stay, empty.
 */
export function CanvasLayer({ store, linkHost, texts, emit, socketAt }: LayerProps) {
  useTopic(store, 'lists');
  useTopic(store, 'edgeStyle');
  const style = store.edgeStyle;
  return (
    <>
      {store.visibleNodes.map((id) => {
        const entry = store.nodes.get(id);
        return entry ? createPortal(<NodeSlot store={store} id={id} texts={texts} emit={emit} />, entry.element, id) : null;
      })}
      {createPortal(
        <g className={`designer-links is-${style}`}>
          {store.visibleLinks.map((id) => (
            <LinkPath key={id} store={store} id={id} socketAt={socketAt} style={style} />
          ))}
        </g>,
        linkHost,
      )}
      <MinimapSlot store={store} />
    </>
  );
}

type NodeSlotProps = { store: CanvasStore; id: string; texts: NodeTexts; emit: SocketEmit };

const NodeSlot = memo(function NodeSlot({ store, id, texts, emit }: NodeSlotProps) {
  const subscribe = useCallback((listener: () => void) => store.nodeVersions.subscribe(id, listener), [store, id]);
  useSyncExternalStore(subscribe, () => store.nodeVersions.version(id));
  const node = store.nodes.get(id)?.node;
  return node ? <ModuleNodeView data={node} revision={node.revision} texts={texts} emit={emit} /> : null;
});

type LinkPathProps = { store: CanvasStore; id: string; socketAt: SocketAt; style: CanvasStore['edgeStyle'] };

const LinkPath = memo(function LinkPath({ store, id, socketAt, style }: LinkPathProps) {
  const subscribe = useCallback((listener: () => void) => store.linkVersions.subscribe(id, listener), [store, id]);
  useSyncExternalStore(subscribe, () => store.linkVersions.version(id));
  const link = store.links.get(id);
  if (!link) return null;
  const start = link.start ?? socketAt(link.source, 'output', link.sourceOutput);
  const end = link.end ?? socketAt(link.target, 'input', link.targetInput);
  if (!start || !end) return null;
  // A link being dragged shows even when links are off: it is the gesture's feedback.
  const d = linkPath(start, end, link.pseudo && style === 'off' ? 'curvy' : style, !link.pseudo && link.source === link.target);
  if (!d) return null;
  const fallback = link.sourceOutput === FALLBACK_SLOT;
  return (
    <path
      d={d}
      className={`designer-link${fallback ? ' is-fallback' : ''}${link.pseudo ? ' is-pseudo' : ''}`}
      data-testid={link.pseudo ? undefined : 'designer-connection'}
      data-link-id={id}
    />
  );
});

const MINIMAP_WIDTH = 160;

function MinimapSlot({ store }: { store: CanvasStore }) {
  useTopic(store, 'minimap');
  const data = store.minimap;
  return data ? createPortal(<Minimap data={data} />, data.element) : null;
}

/**
 * The minimap (rete-minimap-plugin's data): modules drawn on a 2D canvas, which stays
 * cheap with thousands of modules, and the visible part as a frame. Pressing the map
 * centres the view there; dragging the frame pans.
 */
function Minimap({ data }: { data: MinimapData }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const latest = useLatest(data);
  const width = MINIMAP_WIDTH;
  const height = Math.round(width / data.ratio);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, width, height);
    context.fillStyle = '#8f98c4';
    for (const node of data.nodes) context.fillRect(node.x * width, node.y * width, Math.max(1, node.width * width), Math.max(1, node.height * width));
  }, [data, width, height]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const frame = frameRef.current;
    if (!canvas || !frame) return undefined;
    const handleMapDown = (event: PointerEvent) => {
      event.stopPropagation();
      event.preventDefault();
      const box = canvas.getBoundingClientRect();
      latest.current.point((event.clientX - box.left) / width, (event.clientY - box.top) / width);
    };
    const handleFrameDown = (event: PointerEvent) => {
      event.stopPropagation();
      event.preventDefault();
      let last = { x: event.clientX, y: event.clientY };
      const move = (e: PointerEvent) => {
        latest.current.translate(-(e.clientX - last.x) / width, -(e.clientY - last.y) / width);
        last = { x: e.clientX, y: e.clientY };
      };
      const up = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    };
    canvas.addEventListener('pointerdown', handleMapDown);
    frame.addEventListener('pointerdown', handleFrameDown);
    return () => {
      canvas.removeEventListener('pointerdown', handleMapDown);
      frame.removeEventListener('pointerdown', handleFrameDown);
    };
  }, [width, latest]);

  const { viewport } = data;
  return (
    <div className="designer-minimap-map" style={{ width, height }} data-testid="designer-minimap">
      <canvas ref={canvasRef} width={width} height={height} />
      <div
        ref={frameRef}
        className="designer-minimap-frame"
        style={{ left: viewport.x * width, top: viewport.y * width, width: viewport.width * width, height: viewport.height * width }}
      />
    </div>
  );
}
