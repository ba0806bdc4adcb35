// The public face of tasks: what other areas may use. Everything else in this folder is private.
export { tasksRoutes } from './routes.js';
export { registerTaskJobs } from './notify-tasks.js';
export { cancelMeetingTasks, openMeetingTask } from './meetings.js';
export { closeReviewTask, openReviewTask } from './review-tasks.js';
