import type { ModuleNode } from '../ModuleNode';
import type { EdgeStyle, Point, Rect } from './nodeLayout';

/** A link the area asked to draw: a module connection, or the one being dragged (pseudo). */
export type LinkEntry = {
  id: string;
  /** The area's view of a link being dragged; module links have none (drawn from the store alone). */
  element?: HTMLElement;
  source: string;
  sourceOutput: string;
  target: string;
  targetInput: string;
  /** A dragged link's free end follows the pointer. */
  start?: Point;
  end?: Point;
  pseudo: boolean;
};

export type NodeEntry = { node: ModuleNode; element: HTMLElement };

export type MinimapData = {
  element: HTMLElement;
  ratio: number;
  nodes: Rect[];
  viewport: Rect;
  translate: (dx: number, dy: number) => void;
  point: (x: number, y: number) => void;
};

type Listener = () => void;

/** Versions per key, so one link or node re-renders without the others. */
class KeyedVersions {
  private versions = new Map<string, number>();
  private listeners = new Map<string, Set<Listener>>();

  version(key: string): number {
    return this.versions.get(key) ?? 0;
  }

  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  bump(key: string): void {
    this.versions.set(key, this.version(key) + 1);
    this.listeners.get(key)?.forEach((listener) => listener());
  }

  forget(key: string): void {
    this.versions.delete(key);
  }
}

/**
 * What the canvas draws, kept outside React: the area's node and link views, which of
 * them are in view, the link style and the minimap. The React layer subscribes to it;
 * changes are grouped per animation frame so a drag or a 1000-module load renders once
 * per frame, not once per module.
 */
export class CanvasStore {
  readonly nodes = new Map<string, NodeEntry>();
  readonly links = new Map<string, LinkEntry>();
  private nodeByElement = new WeakMap<HTMLElement, string>();
  private linkByElement = new WeakMap<HTMLElement, string>();
  /** Link ids per module id (either end), to redraw only the links of a moved module. */
  private linksByNode = new Map<string, Set<string>>();
  visibleNodes: readonly string[] = [];
  visibleLinks: readonly string[] = [];
  edgeStyle: EdgeStyle;
  minimap: MinimapData | null = null;

  /** 'lists' (which nodes and links exist and are shown), 'minimap', 'edgeStyle'. */
  readonly topics = new KeyedVersions();
  readonly nodeVersions = new KeyedVersions();
  readonly linkVersions = new KeyedVersions();

  private dirtyNodes = new Set<string>();
  private dirtyLinks = new Set<string>();
  private dirtyTopics = new Set<string>();
  private frame: number | null = null;

  constructor(
    edgeStyle: EdgeStyle,
    private readonly schedule: (run: () => void) => number = (run) => requestAnimationFrame(run),
    private readonly cancel: (frame: number) => void = (frame) => cancelAnimationFrame(frame),
  ) {
    this.edgeStyle = edgeStyle;
  }

  /** Runs before listeners are told (e.g. to work out what is in view). */
  beforeFlush: () => void = () => {};

  private request(): void {
    if (this.frame === null) this.frame = this.schedule(() => this.flush());
  }

  /** Tells every listener of what changed since the last frame. */
  flush(): void {
    if (this.frame !== null) this.cancel(this.frame);
    this.frame = null;
    this.beforeFlush();
    const nodes = [...this.dirtyNodes];
    const links = [...this.dirtyLinks];
    const topics = [...this.dirtyTopics];
    this.dirtyNodes.clear();
    this.dirtyLinks.clear();
    this.dirtyTopics.clear();
    topics.forEach((topic) => this.topics.bump(topic));
    nodes.forEach((id) => this.nodeVersions.bump(id));
    links.forEach((id) => this.linkVersions.bump(id));
  }

  changed(topic: 'lists' | 'minimap' | 'edgeStyle' | 'view'): void {
    this.dirtyTopics.add(topic);
    this.request();
  }

  setNode(id: string, entry: NodeEntry): void {
    const isNew = !this.nodes.has(id);
    this.nodes.set(id, entry);
    this.nodeByElement.set(entry.element, id);
    this.dirtyNodes.add(id);
    if (isNew) this.changed('lists');
    else this.request();
  }

  /** A node changed in place (its view reads it again in the next frame). */
  touchNode(id: string): void {
    if (!this.nodes.has(id)) return;
    this.dirtyNodes.add(id);
    this.request();
  }

  removeNode(id: string): void {
    if (!this.nodes.delete(id)) return;
    this.nodeVersions.forget(id);
    this.changed('lists');
  }

  nodeIdOf(element: HTMLElement): string | undefined {
    const id = this.nodeByElement.get(element);
    return id !== undefined && this.nodes.get(id)?.element === element ? id : undefined;
  }

  setLink(entry: LinkEntry): void {
    const isNew = !this.links.has(entry.id);
    this.links.set(entry.id, entry);
    if (entry.element) this.linkByElement.set(entry.element, entry.id);
    for (const end of [entry.source, entry.target]) {
      if (!end) continue;
      let set = this.linksByNode.get(end);
      if (!set) {
        set = new Set();
        this.linksByNode.set(end, set);
      }
      set.add(entry.id);
    }
    this.dirtyLinks.add(entry.id);
    if (isNew) this.changed('lists');
    else this.request();
  }

  removeLinkByElement(element: HTMLElement): boolean {
    const id = this.linkByElement.get(element);
    if (id === undefined || this.links.get(id)?.element !== element) return false;
    this.linkByElement.delete(element);
    return this.removeLink(id);
  }

  removeLink(id: string): boolean {
    const entry = this.links.get(id);
    if (!entry) return false;
    this.links.delete(id);
    this.linksByNode.get(entry.source)?.delete(id);
    this.linksByNode.get(entry.target)?.delete(id);
    this.linkVersions.forget(id);
    this.changed('lists');
    return true;
  }

  /** A module moved: its links are redrawn in the next frame. */
  nodeMoved(id: string): void {
    this.linksByNode.get(id)?.forEach((link) => this.dirtyLinks.add(link));
    this.changed('view');
  }

  setEdgeStyle(style: EdgeStyle): void {
    if (style === this.edgeStyle) return;
    this.edgeStyle = style;
    this.changed('edgeStyle');
  }

  setMinimap(data: MinimapData): void {
    this.minimap = data;
    this.changed('minimap');
  }

  /** Replaces what is in view; listeners hear of it only when it differs. */
  setVisible(nodes: string[], links: string[]): void {
    if (!sameList(nodes, this.visibleNodes) || !sameList(links, this.visibleLinks)) {
      this.visibleNodes = nodes;
      this.visibleLinks = links;
      this.dirtyTopics.add('lists');
    }
  }

  destroy(): void {
    if (this.frame !== null) this.cancel(this.frame);
    this.frame = null;
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
