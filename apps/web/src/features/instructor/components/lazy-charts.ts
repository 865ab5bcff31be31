import { lazy } from 'react';
import { loadChunk } from '../../../shared/routing/load-chunk';

/**
 * The chart library is most of these pages' weight: one chunk, loaded when a chart first renders, so the
 * numbers show first on a slow connection and no other page of the app carries recharts.
 */
const charts = () => loadChunk(() => import('./teaching-charts'));

export const EnrolmentsChart = lazy(() => charts().then((m) => ({ default: m.EnrolmentsChart })));
export const RevenueChart = lazy(() => charts().then((m) => ({ default: m.RevenueChart })));
export const RatingsChart = lazy(() => charts().then((m) => ({ default: m.RatingsChart })));
