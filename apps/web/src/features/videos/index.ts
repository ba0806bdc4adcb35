// The public face of videos: what app/ and other features may use. Everything else is private.
export { publicVideoRoutes } from './routes';
export { VideoConstructor, VideoLibrary, VideoPicker } from './components/video-library-lazy';
