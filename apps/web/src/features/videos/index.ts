// The public face of videos: what app/ and other features may use. Everything else is private.
export { publicVideoRoutes, videosRoutes } from './routes';
export { VideoLibrary } from './components/video-library';
