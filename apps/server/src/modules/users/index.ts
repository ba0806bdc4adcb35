// The public face of users: what other areas may use. Everything else in this folder is private.
export { findUserByEmail, findUserById, updateUser } from './queries.js';
export { isListedAdmin, promotePlatformAdmins } from './platform-admins.js';
export { usersRoutes } from './routes.js';
export { toUserView } from './user-view.js';
