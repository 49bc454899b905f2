// The entry of `/embed/player.js`, the script partner sites load: it registers `<nada-player>`,
// whose players ask the Nada site the script came from unless they name another (`src-origin`).
// Loaded by the app's own pages sent without React (`data-page-playback`, ../static.ts), it also
// plays their play buttons (embed/pagePlayback.ts).
import {defineNadaPlayer} from './define';
import {setDefaultOrigin} from './NadaPlayerElement';
import {enhancePagePlayback} from './pagePlayback';

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src) setDefaultOrigin(new URL(script.src).origin);
defineNadaPlayer();
if (script instanceof HTMLScriptElement && script.dataset.pagePlayback !== undefined) enhancePagePlayback();
