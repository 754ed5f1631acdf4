import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { designerMachine } from '../../../machines/designer/designer.machine';

export type DesignerActor = ActorRefFrom<typeof designerMachine>;
export type DesignerSnapshot = SnapshotFrom<typeof designerMachine>;

/**
 * What the workspace needs from the canvas: the middle of the view (in canvas coordinates),
 * Fit, focus (centres the view on a module without selecting it: the problem list's jump),
 * reveal (pans as little as needed to show a module: one just added from the palette), and
 * when the opened flow is first drawn and fitted (a link to a module jumps to it then).
 */
export type CanvasApi = { centre: () => { x: number; y: number }; fit: () => void; focus: (id: string) => void; reveal: (id: string) => void; shown: Promise<void> };

export type CanvasProps = {
  actor: DesignerActor;
  /** The canvas tells the workspace how to reach it once it is built. */
  onReady: (api: CanvasApi | null) => void;
};
