// The public face of labels: what other areas may use. Everything else in this folder is private.
export { useLabels } from './api/fetch-labels';
export { LabelBadge } from './components/label-badge';
export { LabelFormModal } from './components/label-form-modal';
export { LabelPicker } from './components/label-picker';
export { labelsRoutes } from './routes';
export type { Label } from './types';
