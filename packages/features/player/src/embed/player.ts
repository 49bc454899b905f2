// The entry of `/embed/player.js`, the script partner sites load: it registers `<nada-player>`,
// whose players ask the Nada site the script came from unless they name another (`src-origin`).
import {defineNadaPlayer} from './define';
import {setDefaultOrigin} from './NadaPlayerElement';

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src) setDefaultOrigin(new URL(script.src).origin);
defineNadaPlayer();
