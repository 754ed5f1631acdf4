import { searchAnswer, searchQuery } from '../search';
import type { RestContracts } from './contract';

/** The console's search (/search) over the caller's companies. */
export const searchRoutes = {
  'GET /core/v1/search': { query: searchQuery, answer: searchAnswer },
} as const satisfies RestContracts;
