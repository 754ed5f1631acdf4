import { aiData } from './ai';
import type { DesignerData } from './index';
import { resourceData } from './resources';

/** The real server calls of the designer's panels (AI over GraphQL, the rest over REST and GraphQL). */
export function createDesignerData(): DesignerData {
  return { ...aiData, ...resourceData };
}
