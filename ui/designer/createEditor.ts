import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { NodeEditor } from 'rete';
import { AreaExtensions, AreaPlugin, type Area2D } from 'rete-area-plugin';
import { ConnectionPlugin, Presets as ConnectionPresets } from 'rete-connection-plugin';
import { MinimapPlugin, type MinimapExtra } from 'rete-minimap-plugin';
import type { FlowConnection, FlowDocument, FlowModule, ModuleType } from '../../services/contracts/flow';
import { GRID_SIZE } from '../../services/contracts/moduleCatalogue';
import { arrangedMoves } from './canvas/arrange';
import { CanvasLayer } from './canvas/CanvasLayer';
import { CanvasStore } from './canvas/canvasStore';
import { flowOrder, linksFrom } from './canvas/flowOrder';
import { centredOn, intersects, panToShow, socketOffset, viewRect, zoomedAround, type EdgeStyle, type Point } from './canvas/nodeLayout';
import { movesAfterDrag, NO_SELECTION, selectionAfterClick, selectionFromMachine, type CanvasSelection, type Move } from './canvas/selection';
import { ModuleConnection, ModuleNode, shapeOf, type ModuleLook, type Schemes } from './ModuleNode';
import type { NodeTexts, SocketEmit, SocketSignal } from './ModuleNodeView';
import { connectSlot, disconnectSlot, INPUT_SLOT, isSelfFallback, linksOf, slotChangeEvent, type Link } from '../../machines/designer/slots';

/** What a gesture on the canvas asks of the designer machine. */
export type EditorEvent =
  | { type: 'MOVE_MODULE'; id: string; position: Point }
  | { type: 'MOVE_MODULES'; moves: Move[] }
  | { type: 'SELECT_MODULE'; id: string | null }
  | { type: 'UPDATE_CONNECTIONS'; id: string; connections: FlowConnection[] }
  | { type: 'SET_FALLBACK'; id: string; target: string | null; count?: number };

export type EditorOptions = {
  onEvent: (event: EditorEvent) => void;
  /** A module's fallback was linked to the module itself: the page asks first (spec 4.2). */
  onSelfFallback: (moduleId: string) => void;
  lookOf: (type: ModuleType) => ModuleLook;
  texts: NodeTexts;
  edgeStyle: EdgeStyle;
  gridSize?: number;
};

export type DesignerEditor = {
  /** Shows this flow (and selection): the first call builds the canvas, later calls apply the difference. */
  load: (flow: FlowDocument, selectedId?: string | null, readOnly?: boolean) => Promise<void>;
  /**
   * Zooms so every module is in view. With `minZoom`, a flow too wide to be readable that
   * way is shown at that zoom from its left edge (where START usually is) instead.
   */
  fit: (options?: { minZoom?: number }) => Promise<void>;
  zoomBy: (factor: number) => Promise<void>;
  /** Centres the view on a module (selects nothing). */
  focus: (id: string) => Promise<void>;
  /** Pans, as little as needed, so the module is in view (once the canvas shows the latest flow). */
  reveal: (id: string) => Promise<void>;
  /**
   * Gives the module the keyboard: it becomes the canvas's Tab stop, is brought into view
   * and drawn, and gets the focus. False when it is not on the canvas.
   */
  focusModule: (id: string) => Promise<boolean>;
  /** The module that has the canvas's Tab stop. */
  activeModule: () => string | null;
  /** Lays the flow out with ELK and sends the result as one MOVE_MODULES (one undo step). */
  arrange: () => Promise<void>;
  setEdgeStyle: (style: EdgeStyle) => void;
  setTexts: (texts: NodeTexts) => void;
  /** A point on the page (e.g. where something was dropped) in canvas coordinates. */
  pointToCanvas: (clientX: number, clientY: number) => Point;
  destroy: () => void;
};

type AreaExtra = Area2D<Schemes> | MinimapExtra | SocketSignal;
/** Rete's NodeEditor keeps its lists in fields its typings hide (see addNodesQuietly). */
type EditorLists = { nodes: ModuleNode[]; connections: ModuleConnection<ModuleNode>[] };

/** Zoom limits of the canvas. */
const ZOOM = { min: 0.1, max: 2 };
/** Modules this far out of view (in view sizes) are already rendered, so panning shows no gaps. */
const RENDER_MARGIN = 0.5;
const DRAGGING_MINIMAP_MS = 250;
/** Flows up to this many modules have every module drawn, in view or not. */
const DRAW_ALL_UP_TO = 60;

/**
 * The minimap plugin redraws on every node signal; once per frame is enough, and while a
 * module is dragged a few times a second (redrawing it every frame measures the whole page
 * and halved the frame rate of a drag on a 1000-module flow).
 */
class FrameMinimap<S extends Schemes> extends MinimapPlugin<S> {
  private timer: { cancel: () => void } | null = null;
  /** Set while a module is dragged. */
  dragging = false;
  // The plugin's own render is private in its typings; it is called through the prototype.
  private readonly draw = (MinimapPlugin.prototype as unknown as { render: () => void }).render;

  constructor() {
    super({ ratio: 1.5, minDistance: 1500 });
    (this as unknown as { render: () => void }).render = () => {
      if (this.timer) return;
      const run = () => {
        this.timer = null;
        this.draw.call(this);
      };
      if (this.dragging) {
        const id = setTimeout(run, DRAGGING_MINIMAP_MS);
        this.timer = { cancel: () => clearTimeout(id) };
      } else {
        const id = requestAnimationFrame(run);
        this.timer = { cancel: () => cancelAnimationFrame(id) };
      }
    };
  }

  /** Redraws in the next frame (after a drag). */
  refresh(): void {
    this.stop();
    (this as unknown as { render: () => void }).render();
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = null;
  }
}

/**
 * Builds the Rete editor for the designer, outside React: NodeEditor, area, connection and
 * minimap plugins, and one React root that draws modules (only those in view), links and
 * the minimap. It does not own the flow. Every gesture (a module moved, a link made or
 * removed, a module picked) becomes a designer machine event through `onEvent`; what the
 * machine then holds comes back through `load`.
 */
export function createEditor(container: HTMLElement, options: EditorOptions): DesignerEditor {
  const grid = options.gridSize ?? GRID_SIZE;
  const editor = new NodeEditor<Schemes>();
  const area = new AreaPlugin<Schemes, AreaExtra>(container);
  const connection = new ConnectionPlugin<Schemes, AreaExtra>();
  const minimap = new FrameMinimap<Schemes>();
  const store = new CanvasStore(options.edgeStyle);

  connection.addPreset(ConnectionPresets.classic.setup());
  editor.use(area);
  area.use(connection);
  area.use(minimap);
  AreaExtensions.simpleNodesOrder(area);
  AreaExtensions.restrictor(area, { scaling: ZOOM });
  minimap.element.className = 'designer-minimap';
  // The minimap is a pointer aid; the keyboard goes from module to module.
  minimap.element.setAttribute('aria-hidden', 'true');

  // Links live in one SVG under the modules, inside the area's moving content.
  const linkHost = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  linkHost.setAttribute('class', 'designer-link-layer');
  // Links are drawing only: each module tells where its outputs lead.
  linkHost.setAttribute('aria-hidden', 'true');
  area.area.content.holder.insertBefore(linkHost, area.area.content.holder.firstChild);
  const layerHost = document.createElement('div');
  layerHost.className = 'designer-layer-root';
  container.appendChild(layerHost);
  const root = createRoot(layerHost);

  let latest: { flow: FlowDocument; selectedId: string | null; readOnly: boolean } | null = null;
  let modules = new Map<string, FlowModule>();
  let selection: CanvasSelection = NO_SELECTION;
  let texts = options.texts;
  let destroyed = false;
  /** Connection ids this factory adds or removes itself while rendering the machine's flow. */
  const own = new Set<string>();
  /** Modules this factory moves itself (rendering the flow, moving a selection along). */
  const ownMoves = new Set<string>();
  /** New views and where their first move puts them; then those that were placed so. */
  const placing = new Map<string, Point>();
  const placed = new Set<string>();
  const whenPlaced: Array<() => void> = [];
  /** Modifier keys of the last press on the canvas: ctrl/cmd or shift add to the selection. */
  let additivePress = false;
  /** The module with the canvas's Tab stop: the selected one, else the last one that had it, else the first in flow order. */
  let active: string | null = null;
  const readOnly = () => latest?.readOnly ?? false;

  const socketAt = (nodeId: string, side: 'input' | 'output', key: string): Point | null => {
    const node = store.nodes.get(nodeId)?.node;
    const view = area.nodeViews.get(nodeId);
    if (!node || !view) return null;
    const index = side === 'input' ? 0 : node.slotIndex.get(key);
    if (index === undefined) return null;
    const offset = socketOffset(side, index);
    return { x: view.position.x + offset.x, y: view.position.y + offset.y };
  };

  // The container's size, read once per change (reading it per frame would force a layout each time).
  let containerSize = { width: container.clientWidth, height: container.clientHeight };
  const resizeObserver =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          containerSize = { width: container.clientWidth, height: container.clientHeight };
          store.changed('view');
        });
  resizeObserver?.observe(container);

  // Work out what is in view once per frame, just before the layer renders.
  store.beforeFlush = () => {
    // Small flows are drawn whole: culling only pays off with hundreds of modules.
    if (store.nodes.size <= DRAW_ALL_UP_TO) {
      store.setVisible([...store.nodes.keys()], [...store.links.keys()]);
      return;
    }
    const rect = viewRect(area.area.transform, containerSize, RENDER_MARGIN);
    const nodes: string[] = [];
    for (const [id, entry] of store.nodes) {
      const at = area.nodeViews.get(id)?.position;
      // The Tab stop is always drawn, in view or not, so the canvas can always be tabbed into.
      if (id === active || (at && intersects(rect, { x: at.x, y: at.y, width: entry.node.width, height: entry.node.height }))) nodes.push(id);
    }
    const links: string[] = [];
    for (const [id, link] of store.links) {
      const start = link.start ?? socketAt(link.source, 'output', link.sourceOutput);
      const end = link.end ?? socketAt(link.target, 'input', link.targetInput);
      if (!start || !end) continue;
      const box = { x: Math.min(start.x, end.x), y: Math.min(start.y, end.y), width: Math.abs(start.x - end.x), height: Math.abs(start.y - end.y) };
      if (link.pseudo || intersects(rect, box)) links.push(id);
    }
    store.setVisible(nodes, links);
  };

  const emit: SocketEmit = (signal) => void area.emit(signal);
  const renderLayer = () => root.render(createElement(CanvasLayer, { store, linkHost, texts, emit, socketAt }));
  renderLayer();

  // What the area asks to draw goes to the store; the layer draws it in the next frame.
  area.addPipe((context) => {
    if (context.type === 'render') {
      const data = context.data;
      if (data.type === 'node') store.setNode(data.payload.id, { node: data.payload, element: data.element });
      else if (data.type === 'connection') {
        const { payload } = data;
        const pseudo = Boolean((payload as { isPseudo?: boolean }).isPseudo);
        store.setLink({
          id: payload.id,
          element: data.element,
          source: payload.source,
          sourceOutput: String(payload.sourceOutput),
          target: payload.target,
          targetInput: String(payload.targetInput),
          start: data.start,
          end: data.end,
          pseudo,
        });
      } else if (data.type === 'minimap') {
        const rect = (r: { left: number; top: number; width: number; height: number }) => ({ x: r.left, y: r.top, width: r.width, height: r.height });
        store.setMinimap({ element: data.element, ratio: data.ratio, nodes: data.nodes.map(rect), viewport: rect(data.viewport), translate: data.translate, point: data.point });
      }
    } else if (context.type === 'unmount') {
      const id = store.nodeIdOf(context.data.element);
      if (id !== undefined) store.removeNode(id);
      else store.removeLinkByElement(context.data.element);
    } else if (context.type === 'connectionremoved') {
      store.removeLink(context.data.id);
    } else if (context.type === 'nodetranslate') {
      // A new view's first move (to 0,0) is where the module is placed.
      const place = placing.get(context.data.id);
      if (place) {
        placing.delete(context.data.id);
        return { ...context, data: { ...context.data, position: place } };
      }
      // A viewer can look and select but not move anything.
      if (readOnly() && !ownMoves.has(context.data.id)) return undefined;
    } else if (context.type === 'nodetranslated') {
      store.nodeMoved(context.data.id);
      if (placed.delete(context.data.id)) {
        if (placed.size === 0) whenPlaced.splice(0).forEach((resolve) => resolve());
        return context;
      }
      if (!ownMoves.has(context.data.id)) void moveSelectionAlong(context.data.id, context.data.position, context.data.previous);
    } else if (context.type === 'translated' || context.type === 'zoomed' || context.type === 'resized') {
      store.changed('view');
    }
    return context;
  });

  // A viewer cannot start dragging a link.
  connection.addPipe((context) => {
    if (context.type === 'connectionpick' && readOnly()) return undefined;
    return context;
  });

  const moduleOf = (id: string): FlowModule | undefined => modules.get(id);

  /** Dragging one of several selected modules moves the others by as much. */
  async function moveSelectionAlong(id: string, position: Point, previous: Point) {
    if (selection.ids.length < 2 || !selection.ids.includes(id)) return;
    const dx = position.x - previous.x;
    const dy = position.y - previous.y;
    if (!dx && !dy) return;
    await Promise.all(
      selection.ids
        .filter((other) => other !== id)
        .map((other) => {
          const view = area.nodeViews.get(other);
          return view ? translateOwn(other, { x: view.position.x + dx, y: view.position.y + dy }) : undefined;
        }),
    );
  }

  async function translateOwn(id: string, position: Point) {
    ownMoves.add(id);
    try {
      await area.translate(id, position);
    } finally {
      ownMoves.delete(id);
    }
  }

  // Removing a link right before making another from the same output (reconnecting) is one change.
  const pendingRemovals = new Map<string, ReturnType<typeof setTimeout>>();
  const cancelRemoval = (key: string) => {
    const pending = pendingRemovals.get(key);
    if (pending !== undefined) clearTimeout(pending);
    pendingRemovals.delete(key);
  };

  editor.addPipe((context) => {
    if (context.type === 'connectioncreate' && !own.has(context.data.id)) {
      const { source, sourceOutput, target } = context.data;
      const slot = String(sourceOutput);
      cancelRemoval(`${source}|${slot}`);
      const module = moduleOf(source);
      if (module && !readOnly()) {
        if (isSelfFallback(source, slot, target)) options.onSelfFallback(source);
        else {
          const event = slotChangeEvent(source, connectSlot(module, slot, target));
          if (event) options.onEvent(event);
        }
      }
      // The link appears when the machine's flow has it (the next load), with its stable id.
      void requestSync();
      return undefined;
    }
    if (context.type === 'connectionremove' && !own.has(context.data.id)) {
      if (readOnly()) return undefined;
      const { source, sourceOutput, target } = context.data;
      const slot = String(sourceOutput);
      const key = `${source}|${slot}`;
      cancelRemoval(key);
      pendingRemovals.set(
        key,
        setTimeout(() => {
          pendingRemovals.delete(key);
          const module = moduleOf(source);
          const event = module && !destroyed ? slotChangeEvent(source, disconnectSlot(module, slot, target)) : null;
          if (event) options.onEvent(event);
          void requestSync();
        }, 0),
      );
      return context;
    }
    return context;
  });

  /** Moves the canvas's Tab stop (roving tabindex) to a module. */
  function setActive(id: string | null) {
    if (id === active) return;
    for (const [changed, tabbable] of [
      [active, false],
      [id, true],
    ] as const) {
      const node = changed === null ? undefined : store.nodes.get(changed)?.node;
      if (!node) continue;
      node.tabbable = tabbable;
      node.revision += 1;
      store.touchNode(node.id);
    }
    active = id;
    // The Tab stop is drawn even out of view.
    store.changed('view');
  }

  const elementOf = (id: string): HTMLElement | null => store.nodes.get(id)?.element.querySelector<HTMLElement>('.designer-node') ?? null;
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

  async function revealNow(id: string) {
    const node = store.nodes.get(id)?.node;
    const view = area.nodeViews.get(id);
    if (!node || !view || destroyed) return;
    const at = panToShow(area.area.transform, containerSize, { x: view.position.x, y: view.position.y, width: node.width, height: node.height });
    if (at) await area.area.translate(at.x, at.y);
  }

  /** Shows the canvas selection on the nodes and tells the machine its primary module. */
  function select(next: CanvasSelection) {
    const before = new Set(selection.ids);
    selection = next;
    const after = new Set(next.ids);
    for (const id of new Set([...before, ...after])) {
      const node = store.nodes.get(id)?.node;
      if (!node || before.has(id) === after.has(id)) continue;
      node.selected = after.has(id);
      node.revision += 1;
      void area.update('node', id);
    }
    if ((latest?.selectedId ?? null) !== next.primary) options.onEvent({ type: 'SELECT_MODULE', id: next.primary });
  }

  const handlePress = (event: PointerEvent) => {
    additivePress = event.ctrlKey || event.metaKey || event.shiftKey;
    // Pressing the canvas leaves a field outside it (search, side menu), so canvas keys (ctrl+V) apply.
    const active = document.activeElement;
    if (active instanceof HTMLElement && !container.contains(active)) active.blur();
  };
  container.addEventListener('pointerdown', handlePress, { capture: true });

  area.addPipe((context) => {
    if (context.type === 'nodepicked') {
      minimap.dragging = true;
      select(selectionAfterClick(selection, context.data.id, additivePress));
      // A pressed module gets the keyboard too (without scrolling anything).
      setActive(context.data.id);
      elementOf(context.data.id)?.focus({ preventScroll: true });
    } else if (context.type === 'nodedragged') {
      minimap.dragging = false;
      minimap.refresh();
      const id = context.data.id;
      const ids = selection.ids.includes(id) ? selection.ids : [id];
      const moves = readOnly()
        ? []
        : movesAfterDrag(
            ids,
            (m) => area.nodeViews.get(m)?.position,
            (m) => moduleOf(m)?.position,
            grid,
          );
      if (moves.length === 1 && moves[0]) options.onEvent({ type: 'MOVE_MODULE', id: moves[0].id, position: moves[0].position });
      else if (moves.length > 1) options.onEvent({ type: 'MOVE_MODULES', moves });
      else if (!additivePress && selection.ids.length > 1) select({ primary: id, ids: [id] });
      void requestSync();
    } else if (context.type === 'pointerdown') {
      const target = context.data.event.target;
      const onNode = target instanceof Element && target.closest('.designer-node, .designer-minimap');
      if (!onNode && selection.ids.length > 0) select(NO_SELECTION);
    }
    return context;
  });

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
    modules = new Map(flow.modules.map((m) => [m.id, m]));
    const links = linksOf(flow.modules);
    const linkIds = new Set(links.map((l) => l.id));
    const rebuild = new Set<string>();
    const existing = new Map(editor.getNodes().map((node) => [node.id, node]));
    for (const node of existing.values()) {
      const module = modules.get(node.id);
      if (module && module !== node.module && shapeOf(module) !== node.shape) rebuild.add(node.id);
    }
    for (const c of editor.getConnections()) {
      if (!linkIds.has(c.id) || rebuild.has(c.source) || rebuild.has(c.target)) await removeOwnConnection(c.id);
    }
    for (const node of existing.values()) {
      if (!modules.has(node.id) || rebuild.has(node.id)) {
        await editor.removeNode(node.id);
        existing.delete(node.id);
      }
    }
    selection = selectionFromMachine(selection, selectedId, (id) => modules.has(id));
    const selected = new Set(selection.ids);
    const order = flowOrder(flow.modules);
    const place = new Map(order.map((id, index) => [id, { index: index + 1, of: order.length }]));
    const nextActive = selectedId ?? (active !== null && modules.has(active) ? active : (order[0] ?? null));
    const created: ModuleNode[] = [];
    const moved: Promise<void>[] = [];
    for (const module of flow.modules) {
      const node = existing.get(module.id);
      const spoken = speechOf(module, place.get(module.id));
      if (!node) {
        const fresh = new ModuleNode(module, options.lookOf(module.type));
        fresh.selected = selected.has(module.id);
        fresh.tabbable = module.id === nextActive;
        Object.assign(fresh, spoken);
        created.push(fresh);
        continue;
      }
      const isSelected = selected.has(module.id);
      if (node.module !== module || Boolean(node.selected) !== isSelected) {
        const shown = node.module.name !== module.name || node.module.type !== module.type || Boolean(node.selected) !== isSelected;
        node.module = module;
        node.label = module.name;
        node.look = options.lookOf(module.type);
        node.selected = isSelected;
        if (shown) {
          node.revision += 1;
          void area.update('node', module.id);
        }
      }
      // What assistive technology hears of it: its place in the flow and where its outputs lead.
      if (node.place.index !== spoken.place.index || node.place.of !== spoken.place.of || !sameTargets(node.targetNames, spoken.targetNames)) {
        Object.assign(node, spoken);
        node.revision += 1;
        store.touchNode(node.id);
      }
      const view = area.nodeViews.get(module.id);
      if (view && (view.position.x !== module.position.x || view.position.y !== module.position.y)) {
        moved.push(translateOwn(module.id, module.position));
      }
    }
    await Promise.all([addNodesQuietly(created), ...moved]);
    if (nextActive !== active) {
      // New nodes were made with their Tab stop; setActive moves it off the old one.
      const made = nextActive === null ? undefined : store.nodes.get(nextActive)?.node;
      if (made) made.tabbable = false;
      setActive(nextActive);
    }
    const shownLinks = new Set(editor.getConnections().map((c) => c.id));
    const nodes = new Map(editor.getNodes().map((node) => [node.id, node]));
    addConnectionsQuietly(
      links.filter((link) => !shownLinks.has(link.id)),
      nodes,
    );
  }

  /** A module's place in the reading order and the names of the modules its outputs lead to. */
  function speechOf(module: FlowModule, at: { index: number; of: number } | undefined): Pick<ModuleNode, 'place' | 'targetNames'> {
    const targetNames: Record<string, string | null> = {};
    for (const link of linksFrom(module, modules)) targetNames[link.slot] = modules.get(link.target)?.name ?? null;
    return { place: at ?? { index: 1, of: 1 }, targetNames };
  }

  /**
   * Adds modules the machine's flow has and the canvas does not, without Rete's per-node
   * create signals: those go through every plugin's async pipes, several times per module,
   * and were most of the time it took to open a big flow. Nothing of ours listens to
   * nodecreate(d); the area gets its views made here (each placed by its view's own first
   * move), the store hears of them as usual.
   */
  function addNodesQuietly(created: readonly ModuleNode[]): Promise<void> {
    if (!created.length) return Promise.resolve();
    const done = new Promise<void>((resolve) => whenPlaced.push(resolve));
    (editor as unknown as EditorLists).nodes.push(...created);
    for (const node of created) {
      placing.set(node.id, { ...node.module.position });
      placed.add(node.id);
      area.addNodeView(node);
    }
    return done;
  }

  /**
   * Likewise for links: the connection plugin and auto-arrange read the editor's list, and
   * the layer draws them from the store (all links are paths of one SVG, so the area needs
   * no view per link).
   */
  function addConnectionsQuietly(links: readonly Link[], nodes: ReadonlyMap<string, ModuleNode>) {
    for (const link of links) {
      const source = nodes.get(link.source);
      const target = nodes.get(link.target);
      if (!source || !target || !source.outputs[link.slot] || !target.inputs[INPUT_SLOT]) continue;
      const created = new ModuleConnection(source, link.slot, target, INPUT_SLOT);
      created.id = link.id;
      (editor as unknown as EditorLists).connections.push(created);
      store.setLink({ id: link.id, source: link.source, sourceOutput: link.slot, target: link.target, targetInput: INPUT_SLOT, pseudo: false });
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

  const size = () => containerSize;

  async function setTransform(transform: { x: number; y: number; k: number }) {
    await area.area.zoom(transform.k, 0, 0);
    await area.area.translate(transform.x, transform.y);
  }

  return {
    load(flow, selectedId = null, isReadOnly = false) {
      latest = { flow, selectedId, readOnly: isReadOnly };
      return requestSync().then(() => store.flush());
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
      const height = containerSize.height;
      await setTransform({ k: minZoom, x: 40 - left * minZoom, y: Math.max(40 - top * minZoom, height / 2 - ((top + bottom) / 2) * minZoom) });
    },
    async zoomBy(factor) {
      await setTransform(zoomedAround(area.area.transform, factor, size(), ZOOM));
    },
    async focus(id) {
      const node = store.nodes.get(id)?.node;
      const view = area.nodeViews.get(id);
      if (!node || !view) return;
      const k = Math.max(area.area.transform.k, 0.6);
      const at = centredOn({ x: view.position.x, y: view.position.y, width: node.width, height: node.height }, size(), k);
      await setTransform({ k, ...at });
    },
    async reveal(id) {
      await requestSync();
      await revealNow(id);
    },
    async focusModule(id) {
      await requestSync();
      if (!store.nodes.has(id) || destroyed) return false;
      setActive(id);
      await revealNow(id);
      store.flush();
      // The view is drawn by React in the frames after the store tells it.
      for (let frame = 0; frame < 30 && !destroyed; frame += 1) {
        const element = elementOf(id);
        if (element) {
          element.focus({ preventScroll: true });
          return document.activeElement === element;
        }
        await nextFrame();
      }
      return false;
    },
    activeModule: () => active,
    async arrange() {
      if (readOnly() || !latest) return;
      const moves = await arrangedMoves(area, editor, latest.flow, grid);
      if (moves.length) options.onEvent({ type: 'MOVE_MODULES', moves });
    },
    setEdgeStyle(style) {
      store.setEdgeStyle(style);
    },
    setTexts(next) {
      texts = next;
      renderLayer();
    },
    pointToCanvas(clientX, clientY) {
      const rect = container.getBoundingClientRect();
      const { x, y, k } = area.area.transform;
      return { x: (clientX - rect.left - x) / k, y: (clientY - rect.top - y) / k };
    },
    destroy() {
      destroyed = true;
      pendingRemovals.forEach((timer) => clearTimeout(timer));
      container.removeEventListener('pointerdown', handlePress, { capture: true });
      resizeObserver?.disconnect();
      minimap.stop();
      store.destroy();
      area.destroy();
      // Unmounting a root while React renders (StrictMode effects) is refused: do it next.
      queueMicrotask(() => root.unmount());
      layerHost.remove();
      linkHost.remove();
    },
  };
}

function sameTargets(a: Readonly<Record<string, string | null>>, b: Readonly<Record<string, string | null>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
