import { lazy } from 'react';

/** The charts module (and recharts with it) loads only when a chart first renders in the browser. */
const charts = () => import('./charts');

export const LazyAllocationAreaChart = lazy(() => charts().then((module) => ({ default: module.AllocationAreaChart })));
export const LazyAllocationPieChart = lazy(() => charts().then((module) => ({ default: module.AllocationPieChart })));
export const LazyPriceImpactChart = lazy(() => charts().then((module) => ({ default: module.PriceImpactChart })));
export const LazyCurvePriceChart = lazy(() => charts().then((module) => ({ default: module.CurvePriceChart })));
