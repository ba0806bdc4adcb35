import { lazy } from 'react';

const charts = () => import('./charts');

export const Lines = lazy(() => charts().then((m) => ({ default: m.Lines })));
export const Bars = lazy(() => charts().then((m) => ({ default: m.Bars })));
