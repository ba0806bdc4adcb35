// Imported first by main.tsx, so it runs before the router is created: creating it starts loading the
// matched screens' code, and calls made after that would queue behind those files on the browser's six
// connections to the server.
import { captureTracking } from '../lib/storage';
import { prefetchFirstScreen } from './prefetch';

captureTracking(window.location.search);
prefetchFirstScreen();
