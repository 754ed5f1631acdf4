import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { NodeEditor } from 'rete';
import { AreaExtensions, AreaPlugin } from 'rete-area-plugin';
import { ConnectionPlugin, Presets as ConnectionPresets } from 'rete-connection-plugin';
import { Presets, ReactPlugin, type ReactArea2D, type RenderEmit } from 'rete-react-plugin';
import type { FlowConnection, FlowDocument, FlowModule, ModuleType } from '../../services/contracts/flow';
import { ModuleConnection, ModuleNode, shapeOf, type ModuleLook, type Schemes } from './ModuleNode';
import { LinkView, ModuleNodeView, type NodeTexts } from './ModuleNodeView';
import { GRID_SIZE } from '../../services/contracts/moduleCatalogue';
import { connectSlot, disconnectSlot, INPUT_SLOT, linksOf, snap } from './moduleSlots';

/** What a gesture on the canvas asks of the designer machine. */
export type EditorEvent =
  | { type: 'MOVE_MODULE'; id: string; position: { x: number; y: number } }
  | { type: 'SELECT_MODULE'; id: string | null }
  | { type: 'UPDATE_CONNECTIONS'; id: string; connections: FlowConnection[] };

export type EditorOptions = {
  onEvent: (event: EditorEvent) => void;
  lookOf: (type: ModuleType) => ModuleLook;
  texts: NodeTexts;
  gridSize?: number;
};

export type DesignerEditor = {
  /** Shows this flow (and selection): the first call builds the canvas, later calls apply the difference. */
  load: (flow: FlowDocument, selectedId?: string | null) => Promise<void>;
  /**
   * Zooms so every module is in view. With `minZoom`, a flow too wide to be readable that
   * way is shown at that zoom from its left edge (where START usually is) instead.
   */
  fit: (options?: { minZoom?: number }) => Promise<void>;
  /** A point on the page (e.g. where something was dropped) in canvas coordinates. */
  pointToCanvas: (clientX: number, clientY: number) => { x: number; y: number };
  destroy: () => void;
};

type AreaExtra = ReactArea2D<Schemes>;

/**
 * Builds the Rete editor for the designer, outside React: NodeEditor, area, connection and
 * React render plugins. It does not own the flow. Every gesture (a module dropped after a
 * drag, a connection made or removed, a module picked) becomes a designer machine event
 * through `onEvent`; what the machine then holds comes back through `load`.
 */
export function createEditor(container: HTMLElement, options: EditorOptions): DesignerEditor {
  const grid = options.gridSize ?? GRID_SIZE;
  const editor = new NodeEditor<Schemes>();
  const area = new AreaPlugin<Schemes, AreaExtra>(container);
  const connection = new ConnectionPlugin<Schemes, AreaExtra>();
  const render = new ReactPlugin<Schemes, AreaExtra>({ createRoot });

  function NodeComponent({ data, emit }: { data: ModuleNode; emit: RenderEmit<Schemes> }) {
    return createElement(ModuleNodeView, { data, emit, texts: options.texts, revision: data.revision });
  }
  render.addPreset(
    Presets.classic.setup<Schemes, AreaExtra>({
      customize: {
        node: (context) => (context.payload instanceof ModuleNode ? NodeComponent : null),
        connection: () => LinkView,
      },
    }),
  );
  connection.addPreset(ConnectionPresets.classic.setup());
  editor.use(area);
  area.use(connection);
  area.use(render);
  AreaExtensions.simpleNodesOrder(area);

  let latest: { flow: FlowDocument; selectedId: string | null } | null = null;
  /** Connection ids this factory adds or removes itself while rendering the machine's flow. */
  const own = new Set<string>();
  let destroyed = false;

  const moduleOf = (id: string): FlowModule | undefined => latest?.flow.modules.find((m) => m.id === id);

  // Removing a link right before making another from the same output (reconnecting) is one change.
  const pendingRemovals = new Map<string, ReturnType<typeof setTimeout>>();

  editor.addPipe((context) => {
    if (context.type === 'connectioncreate' && !own.has(context.data.id)) {
      const { source, sourceOutput, target } = context.data;
      const module = moduleOf(source);
      const slot = String(sourceOutput);
      const pending = pendingRemovals.get(`${source}|${slot}`);
      if (pending !== undefined) {
        clearTimeout(pending);
        pendingRemovals.delete(`${source}|${slot}`);
      }
      if (module) options.onEvent({ type: 'UPDATE_CONNECTIONS', id: source, connections: connectSlot(module, slot, target) });
      void requestSync();
      return undefined;
    }
    if (context.type === 'connectionremove' && !own.has(context.data.id)) {
      const { source, sourceOutput, target } = context.data;
      const slot = String(sourceOutput);
      const key = `${source}|${slot}`;
      pendingRemovals.set(
        key,
        setTimeout(() => {
          pendingRemovals.delete(key);
          const module = moduleOf(source);
          if (module && !destroyed) options.onEvent({ type: 'UPDATE_CONNECTIONS', id: source, connections: disconnectSlot(module, slot, target) });
          void requestSync();
        }, 0),
      );
      return undefined;
    }
    return context;
  });

  area.addPipe((context) => {
    if (context.type === 'nodepicked') {
      if (latest?.selectedId !== context.data.id) options.onEvent({ type: 'SELECT_MODULE', id: context.data.id });
    } else if (context.type === 'nodedragged') {
      const view = area.nodeViews.get(context.data.id);
      const module = moduleOf(context.data.id);
      if (view && module) {
        const position = { x: snap(view.position.x, grid), y: snap(view.position.y, grid) };
        if (position.x !== module.position.x || position.y !== module.position.y) {
          options.onEvent({ type: 'MOVE_MODULE', id: module.id, position });
        }
        void requestSync();
      }
    } else if (context.type === 'pointerdown') {
      const target = context.data.event.target;
      const onNode = target instanceof Element && target.closest('.designer-node');
      if (!onNode && latest?.selectedId) options.onEvent({ type: 'SELECT_MODULE', id: null });
    }
    return context;
  });

  async function addOwnConnection(link: { id: string; source: string; slot: string; target: string }) {
    const source = editor.getNode(link.source);
    const target = editor.getNode(link.target);
    if (!source || !target || !source.outputs[link.slot] || !target.inputs[INPUT_SLOT]) return;
    const created = new ModuleConnection(source, link.slot, target, INPUT_SLOT);
    created.id = link.id;
    own.add(link.id);
    try {
      await editor.addConnection(created);
    } finally {
      own.delete(link.id);
    }
  }

  async function removeOwnConnection(id: string) {
    own.add(id);
    try {
      await editor.removeConnection(id);
    } finally {
      own.delete(id);
    }
  }

  /** Makes the canvas show `latest`: nodes added, rebuilt (slots changed), updated, moved, removed; links diffed by id. */
  async function syncOnce(): Promise<void> {
    if (!latest || destroyed) return;
    const { flow, selectedId } = latest;
    const modules = new Map(flow.modules.map((m) => [m.id, m]));
    const links = linksOf(flow.modules);
    const linkIds = new Set(links.map((l) => l.id));
    const rebuild = new Set(
      editor
        .getNodes()
        .filter((node) => {
          const module = modules.get(node.id);
          return module !== undefined && shapeOf(module) !== node.shape;
        })
        .map((node) => node.id),
    );
    for (const c of editor.getConnections()) {
      if (!linkIds.has(c.id) || rebuild.has(c.source) || rebuild.has(c.target)) await removeOwnConnection(c.id);
    }
    for (const node of editor.getNodes()) {
      if (!modules.has(node.id) || rebuild.has(node.id)) await editor.removeNode(node.id);
    }
    for (const module of flow.modules) {
      const selected = module.id === selectedId;
      const node = editor.getNode(module.id);
      if (!node) {
        const created = new ModuleNode(module, options.lookOf(module.type));
        created.selected = selected;
        await editor.addNode(created);
        await area.translate(module.id, module.position);
        continue;
      }
      if (node.module !== module || Boolean(node.selected) !== selected) {
        const shown = node.module.name !== module.name || node.module.type !== module.type || Boolean(node.selected) !== selected;
        node.module = module;
        node.label = module.name;
        node.look = options.lookOf(module.type);
        node.selected = selected;
        if (shown) {
          node.revision += 1;
          await area.update('node', module.id);
        }
      }
      const view = area.nodeViews.get(module.id);
      if (view && (view.position.x !== module.position.x || view.position.y !== module.position.y)) {
        await area.translate(module.id, module.position);
      }
    }
    for (const link of links) {
      if (!editor.getConnection(link.id)) await addOwnConnection(link);
    }
  }

  let queue: Promise<void> = Promise.resolve();
  let queued = false;
  /** Coalesces renders: one runs at a time and the next one renders whatever is latest then. */
  function requestSync(): Promise<void> {
    if (!queued) {
      queued = true;
      queue = queue.then(async () => {
        queued = false;
        await syncOnce();
      });
    }
    return queue;
  }

  return {
    load(flow, selectedId = null) {
      latest = { flow, selectedId };
      return requestSync();
    },
    async fit({ minZoom } = {}) {
      const nodes = editor.getNodes();
      if (nodes.length === 0) return;
      await AreaExtensions.zoomAt(area, nodes);
      if (minZoom === undefined || area.area.transform.k >= minZoom) return;
      const boxes = nodes.map((node) => ({ node, at: area.nodeViews.get(node.id)?.position ?? { x: 0, y: 0 } }));
      const left = Math.min(...boxes.map((b) => b.at.x));
      const top = Math.min(...boxes.map((b) => b.at.y));
      const bottom = Math.max(...boxes.map((b) => b.at.y + b.node.height));
      await area.area.zoom(minZoom, 0, 0);
      const k = area.area.transform.k;
      const height = container.clientHeight;
      await area.area.translate(40 - left * k, Math.max(40 - top * k, height / 2 - ((top + bottom) / 2) * k));
    },
    pointToCanvas(clientX, clientY) {
      const rect = container.getBoundingClientRect();
      const { x, y, k } = area.area.transform;
      return { x: (clientX - rect.left - x) / k, y: (clientY - rect.top - y) / k };
    },
    destroy() {
      destroyed = true;
      pendingRemovals.forEach((timer) => clearTimeout(timer));
      area.destroy();
    },
  };
}
