import { lazy } from 'react';

const charts = () => import('./charts');

export const ActivityLineChart = lazy(() => charts().then((m) => ({ default: m.ActivityLineChart })));
export const HorizontalBars = lazy(() => charts().then((m) => ({ default: m.HorizontalBars })));
export const ColumnBars = lazy(() => charts().then((m) => ({ default: m.ColumnBars })));
