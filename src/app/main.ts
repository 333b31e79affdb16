/**
 * Browser entry point: the app shell (`parley-app`, src/app/shell.ts) and the service worker
 * (src/app/pwa.ts). Update offers wait while a match is live and are shown when it ends.
 */
import './shell.ts';
import { isMatchLive, onMatchEnded } from './live.ts';
import { setupPwa } from './pwa.ts';

const app = document.querySelector('parley-app');
if (app) {
  const pwa = setupPwa({
    isMatchLive,
    offerUpdate: (apply) => app.offerUpdate(apply),
  });
  onMatchEnded(() => pwa.matchEnded());
}
