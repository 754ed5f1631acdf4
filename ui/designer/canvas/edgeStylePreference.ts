import { isEdgeStyle, type EdgeStyle } from './nodeLayout';

export const EDGE_STYLE_KEY = 'designer.edgeStyle';
export const DEFAULT_EDGE_STYLE: EdgeStyle = 'curvy';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The link style chosen last time on this browser (curvy when none or unreadable). */
export function readEdgeStyle(store: Store | undefined): EdgeStyle {
  try {
    const value = store?.getItem(EDGE_STYLE_KEY);
    return isEdgeStyle(value) ? value : DEFAULT_EDGE_STYLE;
  } catch {
    return DEFAULT_EDGE_STYLE;
  }
}

export function writeEdgeStyle(store: Store | undefined, style: EdgeStyle): void {
  try {
    store?.setItem(EDGE_STYLE_KEY, style);
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}
