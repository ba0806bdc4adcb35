import { lazy } from 'react';

// The board's dialogs (forms, validation, drawer) are not loaded with the board, so its first
// paint waits on fewer files. `loadDialogs` fetches them once the board is up, so a click opens at once.
const stageModal = () => import('./stage-modal');
const pipelineModal = () => import('./pipeline-modal');
const dealDrawer = () => import('./deal-drawer');

export const loadDialogs = () => Promise.all([stageModal(), pipelineModal(), dealDrawer()]);

export const StageModal = lazy(() => stageModal().then((m) => ({ default: m.StageModal })));
export const DeleteStageModal = lazy(() => stageModal().then((m) => ({ default: m.DeleteStageModal })));
export const PipelineModal = lazy(() => pipelineModal().then((m) => ({ default: m.PipelineModal })));
export const DealDrawer = lazy(() => dealDrawer().then((m) => ({ default: m.DealDrawer })));
