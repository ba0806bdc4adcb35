import { lazy } from 'react';

const charts = () => import('./charts');

export const ActivityLineChart = lazy(() => charts().then((m) => ({ default: m.ActivityLineChart })));
export const Bars = lazy(() => charts().then((m) => ({ default: m.Bars })));
