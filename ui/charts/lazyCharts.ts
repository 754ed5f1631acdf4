import { lazy } from 'react';

/** The charts load on demand, so nivo stays out of the shell's bundle. */
export const LazyLineChart = lazy(() => import('./LineChart'));
export const LazyPieChart = lazy(() => import('./PieChart'));
