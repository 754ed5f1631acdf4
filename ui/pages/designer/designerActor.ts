import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { designerMachine } from '../../../machines/designer/designer.machine';

export type DesignerActor = ActorRefFrom<typeof designerMachine>;
export type DesignerSnapshot = SnapshotFrom<typeof designerMachine>;

/**
 * What the workspace needs from the canvas: the middle of the view (in canvas coordinates),
 * Fit, focus (centres the view on a module without selecting it: the problem list's jump),
 * and reveal (pans as little as needed to show a module: one just added from the palette).
 */
export type CanvasApi = { centre: () => { x: number; y: number }; fit: () => void; focus: (id: string) => void; reveal: (id: string) => void };

export type CanvasProps = {
  actor: DesignerActor;
  /** The canvas tells the workspace how to reach it once it is built. */
  onReady: (api: CanvasApi | null) => void;
};
