import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { designerMachine } from '../../../machines/designer.machine';

export type DesignerActor = ActorRefFrom<typeof designerMachine>;
export type DesignerSnapshot = SnapshotFrom<typeof designerMachine>;

/** What the workspace needs from the canvas: the middle of the view (in canvas coordinates) and Fit. */
export type CanvasApi = { centre: () => { x: number; y: number }; fit: () => void };

export type CanvasProps = {
  actor: DesignerActor;
  /** The canvas tells the workspace how to reach it once it is built. */
  onReady: (api: CanvasApi | null) => void;
};
