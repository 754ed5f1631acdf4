import { useActorRef } from '@xstate/react';
import { createActor, type ActorOptions, type AnyActorLogic, type InspectionEvent, type Observer } from 'xstate';
import { INSPECTOR_CHANNEL, type MessagePort } from './channel';
import { InspectionStore } from './inspectionStore';

/** localStorage key of the developer's switch: "off" stops recording (it is on by default in developer mode). */
const RECORDING_SWITCH_KEY = 'console-inspector';

export type InspectionSettings = { devMode: boolean; recording: boolean };

type Inspect = (event: InspectionEvent) => void;

/** The console config's developer mode: off until the app says otherwise at start (src/main.tsx). */
let developerMode = false;

/** Sets the page's developer mode once, before the first actor starts. */
export function setDeveloperMode(on: boolean): void {
  developerMode = on;
}

/** The developer's recording switch as stored in this browser (on unless switched off). */
export function storedRecording(): boolean {
  try {
    return globalThis.localStorage?.getItem(RECORDING_SWITCH_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Keeps the recording switch for the pages opened from now on. */
export function storeRecording(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(RECORDING_SWITCH_KEY, on ? 'on' : 'off');
  } catch {
    // Storage may be blocked; the switch then lasts for this page only.
  }
}

/** The settings of this page: the console config's developer mode and the developer's switch. */
export function pageSettings(): InspectionSettings {
  return { devMode: developerMode, recording: storedRecording() };
}

/** Inspection runs only in developer mode with recording on. */
export function inspectionEnabled(settings: InspectionSettings): boolean {
  return settings.devMode && settings.recording;
}

function openChannel(): MessagePort | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(INSPECTOR_CHANNEL);
}

function newTabId(): string {
  return globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Math.random().toString(36).slice(2, 10);
}

let pageStore: InspectionStore | undefined;
const forwards = new Set<Inspect>();

/** The page's one inspection store; undefined when inspection is off (nothing is recorded). */
export function pageInspection(settings: InspectionSettings = pageSettings()): InspectionStore | undefined {
  if (!inspectionEnabled(settings)) return undefined;
  if (!pageStore) {
    const store = new InspectionStore({ tabId: newTabId(), channel: openChannel(), path: () => globalThis.location?.pathname ?? '' });
    globalThis.addEventListener?.('pagehide', () => store.close());
    pageStore = store;
  }
  return pageStore;
}

/**
 * The store an inspector view (the /inspector page, the floating panel) reads: in developer
 * mode it exists even when this tab records nothing itself, to list the other tabs' actors.
 */
export function viewerInspection(): InspectionStore | undefined {
  return pageInspection({ devMode: pageSettings().devMode, recording: true });
}

/** Another receiver of the page's inspection events (the optional hosted inspector). Returns its removal. */
export function addInspectionForward(inspect: Inspect): () => void {
  forwards.add(inspect);
  return () => forwards.delete(inspect);
}

/**
 * The actor options with the page's `inspect` observer added when inspection is on; the
 * very same options otherwise, so production pays nothing. An `inspect` the caller gave
 * still hears every event.
 */
export function withInspection<T extends ActorOptions<AnyActorLogic> | undefined>(options: T, settings: InspectionSettings = pageSettings()): T {
  const store = pageInspection(settings);
  if (!store) return options;
  const own = options?.inspect;
  const inspect = (event: InspectionEvent) => {
    store.observe(event);
    for (const forward of forwards) forward(event);
    if (typeof own === 'function') own(event);
    else own?.next?.(event);
  };
  return { ...options, inspect } as T;
}

/** `useActorRef` of @xstate/react, with the actor (and its children) reported to the inspector. */
export const useInspectedActorRef: typeof useActorRef = (logic, ...[options, observer]) =>
  useActorRef(logic, withInspection(options) as never, observer as Observer<never> | undefined);

/** `createActor` of XState, with the actor (and its children) reported to the inspector. */
export const inspectedCreateActor: typeof createActor = (logic, ...[options]) => createActor(logic, withInspection(options) as never);
