import { memo, useEffect, useRef, type CSSProperties } from 'react';
import type { ClassicPreset } from 'rete';
import { Presets, type RenderEmit } from 'rete-react-plugin';
import { INPUT_SLOT } from './moduleSlots';
import type { ModuleNode, Schemes } from './ModuleNode';

type SocketProps = {
  nodeId: string;
  side: 'input' | 'output';
  socketKey: string;
  payload: ClassicPreset.Socket;
  emit: RenderEmit<Schemes>;
  label: string;
};

/**
 * A socket drawn by the node itself (no React root of its own): it tells the area where
 * it is (render, already filled) and that it is on screen (rendered), which is what the
 * connection plugin and the socket position watcher listen to.
 */
function SocketDot({ nodeId, side, socketKey, payload, emit, label }: SocketProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const data = { type: 'socket' as const, side, key: socketKey, nodeId, element, payload };
    emit({ type: 'render', data: { ...data, filled: true } });
    emit({ type: 'rendered', data });
    return () => emit({ type: 'unmount', data: { element } });
  }, [nodeId, side, socketKey, payload, emit]);
  return <span ref={ref} className={`designer-socket designer-socket-${side}`} data-testid={`designer-socket-${side}`} data-slot={socketKey} aria-label={label} title={label} />;
}

export type NodeTexts = { next: string; noText: string };

/** One module on the canvas: colour, icon, name, type and its connection slots. */
type ModuleNodeViewProps = {
  data: ModuleNode;
  emit: RenderEmit<Schemes>;
  texts: NodeTexts;
  /** The node's revision: the editor bumps it when it changes the node in place. */
  revision: number;
};

function ModuleNodeViewImpl({ data, emit, texts }: ModuleNodeViewProps) {
  const { module, look } = data;
  const input = data.inputs[INPUT_SLOT];
  const style = { width: data.width, height: data.height, '--module-colour': look.colour } as CSSProperties;
  return (
    <div
      className={`designer-node${data.selected ? ' is-selected' : ''}`}
      style={style}
      data-testid="designer-node"
      data-module-id={module.id}
      data-module-type={module.type}
      aria-selected={Boolean(data.selected)}
    >
      <div className="designer-node-header">
        {input ? <SocketDot nodeId={data.id} side="input" socketKey={INPUT_SLOT} payload={input.socket} emit={emit} label={module.name} /> : null}
        <span className="designer-node-icon" aria-hidden="true">
          {look.icon}
        </span>
        <span className="designer-node-titles">
          <span className="designer-node-name" dir="auto">
            {module.name}
          </span>
          <span className="designer-node-type">{look.name}</span>
        </span>
      </div>
      <ul className="designer-node-slots">
        {data.slots.map((slot) => {
          const output = data.outputs[slot.key];
          const label = slot.text === null ? texts.next : slot.text || texts.noText;
          return (
            <li key={slot.key} className="designer-node-slot">
              <span className="designer-node-slot-label" dir="auto">
                {label}
              </span>
              {output ? <SocketDot nodeId={data.id} side="output" socketKey={slot.key} payload={output.socket} emit={emit} label={label} /> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const ModuleNodeView = memo(ModuleNodeViewImpl);

/** A link between modules: a plain SVG path, cheap to render in the hundreds. */
export function LinkView() {
  const { path } = Presets.classic.useConnection();
  if (!path) return null;
  return (
    <svg className="designer-link" data-testid="designer-connection">
      <path d={path} />
    </svg>
  );
}
