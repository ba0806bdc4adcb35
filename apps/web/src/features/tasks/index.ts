// The public face of tasks: what app/ and other features may use. Everything else is private.
export { CreateTaskButton } from './components/create-task-button';
export type { CreateTaskDefaults } from './components/create-task-modal';
export { myTasksRoute } from './routes';
export type { TaskItem } from './types';
