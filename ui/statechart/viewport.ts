/** Pan and zoom of the diagram as pure steps, so the view only renders and forwards input. */
export type Viewport = { x: number; y: number; scale: number };

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 4;
export const ZOOM_STEP = 1.25;
export const PAN_STEP = 40;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Zooms around a point of the frame (the centre for buttons and keys, the pointer for the wheel). */
export function zoomAt(view: Viewport, factor: number, at: { x: number; y: number }): Viewport {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The whole chart centred in the frame, never enlarged beyond its natural size. */
export function fitView(chart: { width: number; height: number }, frame: { width: number; height: number }): Viewport {
  if (!frame.width || !frame.height || !chart.width || !chart.height) return { x: 0, y: 0, scale: 1 };
  const scale = clampScale(Math.min(1, frame.width / chart.width, frame.height / chart.height));
  return { scale, x: (frame.width - chart.width * scale) / 2, y: (frame.height - chart.height * scale) / 2 };
}

/** Keyboard: arrows pan (the chart moves with the arrow), + and - zoom, 0 fits. */
export function keyAction(key: string): { pan: [number, number] } | { zoom: number } | 'fit' | null {
  switch (key) {
    case 'ArrowLeft':
      return { pan: [PAN_STEP, 0] };
    case 'ArrowRight':
      return { pan: [-PAN_STEP, 0] };
    case 'ArrowUp':
      return { pan: [0, PAN_STEP] };
    case 'ArrowDown':
      return { pan: [0, -PAN_STEP] };
    case '+':
    case '=':
      return { zoom: ZOOM_STEP };
    case '-':
    case '_':
      return { zoom: 1 / ZOOM_STEP };
    case '0':
      return 'fit';
    default:
      return null;
  }
}

export function transformOf(view: Viewport): string {
  return `translate(${Math.round(view.x * 10) / 10} ${Math.round(view.y * 10) / 10}) scale(${Math.round(view.scale * 1000) / 1000})`;
}
