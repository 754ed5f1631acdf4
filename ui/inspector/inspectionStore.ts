import { Actor, type AnyActorLogic, type AnyEventObject, type InspectionEvent, type Snapshot } from 'xstate';
import { readMessage, type ActorUpdate, type InspectorMessage, type MessagePort } from './channel';
import { jsonSafe, jsonSafeEvent } from './jsonSafe';
import { actorKey, type ActorStatus, type InspectedActor, type LogEntry, type SnapshotCopy } from './types';

export const LOG_CAP = 500;
export const ACTOR_CAP = 300;

export type StoreOptions = {
  tabId: string;
  /** Shares the actors with the console's other tabs; none in tests that do not need it. */
  channel?: MessagePort;
  /** The address of this tab, shown beside its actors in other tabs. */
  path?: () => string;
  logCap?: number;
  actorCap?: number;
  now?: () => number;
};

/** Where a manual event went. */
export type SendResult = 'sent' | 'sentToTab' | 'notFound' | 'notActive';

/** A live actor of this tab: its logic (the machine) is what the diagram draws. */
export type LiveActor = Actor<AnyActorLogic>;

function copySnapshot(snapshot: Snapshot<unknown>): SnapshotCopy {
  const raw = snapshot as Snapshot<unknown> & { value?: unknown; context?: unknown };
  return {
    status: raw.status as ActorStatus,
    value: jsonSafe(raw.value),
    context: jsonSafe(raw.context),
    output: jsonSafe(raw.output),
    error: jsonSafe(raw.error),
  };
}

function machineIdOf(ref: LiveActor): string | null {
  const logic = ref.logic as { config?: { id?: unknown }; root?: unknown };
  return logic.root !== undefined && typeof logic.config?.id === 'string' ? logic.config.id : null;
}

/**
 * The inspector's record of the page's actors: fed by XState's `inspect` option
 * (`observe`), by the other tabs (over the channel), read by the inspector's views.
 * Keeps JSON-safe copies only, plus the live refs of this tab's actors (to draw their
 * machine and send them events).
 */
export class InspectionStore {
  readonly tabId: string;
  private readonly actors = new Map<string, InspectedActor>();
  private readonly refs = new Map<string, LiveActor>();
  private readonly pending = new Map<string, WeakMap<object, LogEntry>>();
  /**
   * Actors created but not started yet. React may create an actor in a render it then
   * discards (a lazy page suspending): such an actor never starts, never reports a state,
   * and is not listed. Held weakly, so a discarded one is collected.
   */
  private readonly unstarted = new WeakMap<LiveActor, InspectedActor>();
  private readonly tabPaths = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  private readonly dirty = new Map<string, LogEntry[]>();
  private list: InspectedActor[] = [];
  private listVersion = -1;
  private version = 0;
  private scheduled = false;
  private seq = 0;
  private readonly channel: MessagePort | undefined;
  private readonly logCap: number;
  private readonly actorCap: number;
  private readonly now: () => number;
  private readonly path: () => string;

  constructor(options: StoreOptions) {
    this.tabId = options.tabId;
    this.channel = options.channel;
    this.logCap = options.logCap ?? LOG_CAP;
    this.actorCap = options.actorCap ?? ACTOR_CAP;
    this.now = options.now ?? Date.now;
    this.path = options.path ?? (() => '');
    this.channel?.addEventListener('message', (message) => this.receive(readMessage(message.data)));
    this.post({ type: 'hello', from: this.tabId });
  }

  /** XState's inspection observer: pass as `createActor(logic, { inspect: store.observe })`. */
  readonly observe = (event: InspectionEvent): void => {
    if (!(event.actorRef instanceof Actor)) return;
    const ref: LiveActor = event.actorRef;
    if (event.type === '@xstate.actor') this.register(ref);
    else if (event.type === '@xstate.event') this.recordEvent(ref, event.event, event.sourceRef?.sessionId ?? null);
    else if (event.type === '@xstate.snapshot') this.recordSnapshot(ref, event.event, event.snapshot);
  };

  /** Every known actor, roots and children of all tabs, oldest first. Stable between changes. */
  getActors = (): InspectedActor[] => {
    if (this.listVersion !== this.version) {
      this.list = [...this.actors.values()];
      this.listVersion = this.version;
    }
    return this.list;
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The live actor of this tab (its logic draws the diagram), or undefined. */
  ref(key: string): LiveActor | undefined {
    return this.refs.get(key);
  }

  /** The address the tab of an actor showed last (this tab: its current one). */
  tabPath(tabId: string): string {
    return tabId === this.tabId ? this.path() : (this.tabPaths.get(tabId) ?? '');
  }

  /** Sends an event by hand: to an actor of this tab directly, to another tab's actor over the channel. */
  send(key: string, event: AnyEventObject): SendResult {
    const actor = this.actors.get(key);
    if (!actor) return 'notFound';
    if (actor.snapshot && actor.snapshot.status !== 'active') return 'notActive';
    if (actor.tabId !== this.tabId) {
      this.post({ type: 'send', from: this.tabId, to: actor.tabId, sessionId: actor.sessionId, event });
      return 'sentToTab';
    }
    const ref = this.refs.get(key);
    if (!ref) return 'notFound';
    ref.send(event);
    return 'sent';
  }

  /** Tells the other tabs this one is gone (on page hide) and stops listening. */
  close(): void {
    this.post({ type: 'bye', from: this.tabId });
    this.channel?.close();
  }

  private register(ref: LiveActor): void {
    const options = ref.options as { input?: unknown };
    this.unstarted.set(ref, {
      tabId: this.tabId,
      sessionId: ref.sessionId,
      id: ref.id,
      parentSessionId: ref._parent?.sessionId ?? null,
      systemId: ref.systemId ?? null,
      machineId: machineIdOf(ref),
      input: jsonSafe(options.input),
      snapshot: null,
      log: [],
      createdAt: this.now(),
    });
  }

  /** The record of an actor of this tab; the first event or state of a created actor lists it. */
  private known(ref: LiveActor): InspectedActor | undefined {
    const key = actorKey({ tabId: this.tabId, sessionId: ref.sessionId });
    const listed = this.actors.get(key);
    if (listed) return listed;
    const created = this.unstarted.get(ref);
    if (!created) return undefined;
    this.unstarted.delete(ref);
    this.refs.set(key, ref);
    this.put(created, []);
    return created;
  }

  private entryFor(ref: LiveActor, event: AnyEventObject, source: string | null): LogEntry {
    return {
      seq: ++this.seq,
      time: this.now(),
      eventType: event.type,
      event: jsonSafeEvent(event as { type: string } & Record<string, unknown>),
      source,
      value: null,
      snapshot: null,
    };
  }

  private recordEvent(ref: LiveActor, event: AnyEventObject, source: string | null): void {
    const key = actorKey({ tabId: this.tabId, sessionId: ref.sessionId });
    const actor = this.known(ref);
    if (!actor) return;
    const entry = this.entryFor(ref, event, source);
    let pending = this.pending.get(key);
    if (!pending) this.pending.set(key, (pending = new WeakMap()));
    pending.set(event, entry);
    this.put({ ...actor, log: this.capped([...actor.log, entry]) }, [entry]);
  }

  /** The snapshot after an event completes its entry; a snapshot without a received event (stop) gets its own. */
  private recordSnapshot(ref: LiveActor, event: AnyEventObject, snapshot: Snapshot<unknown>): void {
    const key = actorKey({ tabId: this.tabId, sessionId: ref.sessionId });
    const actor = this.known(ref);
    if (!actor) return;
    const copy = copySnapshot(snapshot);
    const waiting = this.pending.get(key)?.get(event);
    const done: LogEntry = waiting ? { ...waiting, value: copy.value, snapshot: copy } : { ...this.entryFor(ref, event, null), value: copy.value, snapshot: copy };
    this.pending.get(key)?.delete(event);
    const log = waiting ? actor.log.map((entry) => (entry.seq === done.seq ? done : entry)) : this.capped([...actor.log, done]);
    this.put({ ...actor, snapshot: copy, log }, [done]);
    if (copy.status !== 'active') this.refs.delete(key);
  }

  private capped(log: LogEntry[]): LogEntry[] {
    return log.length > this.logCap ? log.slice(log.length - this.logCap) : log;
  }

  /** Stores a new version of an actor, drops the oldest finished actors over the cap, and schedules the notice. */
  private put(actor: InspectedActor, entries: LogEntry[], local = true): void {
    const key = actorKey(actor);
    this.actors.set(key, actor);
    if (this.actors.size > this.actorCap) {
      for (const [oldKey, old] of this.actors) {
        if (this.actors.size <= this.actorCap) break;
        if (old.snapshot?.status !== 'active') {
          this.actors.delete(oldKey);
          this.refs.delete(oldKey);
        }
      }
    }
    if (local) {
      const known = this.dirty.get(key) ?? [];
      // An entry completed by its snapshot replaces the half-done copy sent before.
      this.dirty.set(key, [...known.filter((e) => !entries.some((n) => n.seq === e.seq)), ...entries]);
    }
    this.changed();
  }

  /** Views and other tabs hear of changes once per task, not once per inspection event. */
  private changed(): void {
    this.version += 1;
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.flush();
      for (const listener of this.listeners) listener();
    });
  }

  private flush(): void {
    if (!this.dirty.size) return;
    const updates: ActorUpdate[] = [];
    for (const [key, entries] of this.dirty) {
      const actor = this.actors.get(key);
      if (!actor) continue;
      const { log: _log, ...head } = actor;
      updates.push({ head, entries, replaceLog: false });
    }
    this.dirty.clear();
    if (updates.length) this.post({ type: 'actors', from: this.tabId, path: this.path(), updates });
  }

  private post(message: InspectorMessage): void {
    try {
      this.channel?.postMessage(message);
    } catch {
      // A closed channel (the tab is going away) loses nothing the inspector needs.
    }
  }

  private receive(message: InspectorMessage | null): void {
    if (!message || message.from === this.tabId) return;
    if (message.type === 'hello') this.answerHello();
    else if (message.type === 'actors') this.applyRemote(message.from, message.path, message.updates);
    else if (message.type === 'send' && message.to === this.tabId) this.send(actorKey({ tabId: this.tabId, sessionId: message.sessionId }), message.event);
    else if (message.type === 'bye') this.forgetTab(message.from);
  }

  private answerHello(): void {
    const updates = [...this.actors.values()].filter((actor) => actor.tabId === this.tabId).map(({ log, ...head }) => ({ head, entries: log, replaceLog: true }));
    this.post({ type: 'actors', from: this.tabId, path: this.path(), updates });
  }

  private applyRemote(tabId: string, path: string, updates: ActorUpdate[]): void {
    this.tabPaths.set(tabId, path);
    for (const { head, entries, replaceLog } of updates) {
      if (head.tabId !== tabId) continue;
      const known = this.actors.get(actorKey(head));
      const kept = replaceLog || !known ? [] : known.log.filter((e) => !entries.some((n) => n.seq === e.seq));
      const log = this.capped([...kept, ...entries].sort((a, b) => a.seq - b.seq));
      this.put({ ...head, log }, [], false);
    }
  }

  private forgetTab(tabId: string): void {
    for (const [key, actor] of this.actors) if (actor.tabId === tabId) this.actors.delete(key);
    this.tabPaths.delete(tabId);
    this.changed();
  }
}
