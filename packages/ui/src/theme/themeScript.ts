import {COLOR_MODE_STORAGE_KEY, THEME_ATTRIBUTE} from './colorMode';

/**
 * A tiny blocking script for `<head>` that paints the right colour mode before the first frame,
 * so a dark-mode user never sees a white flash. A page that forces a mode renders
 * `data-theme-forced` on `<html>` on the server, and the script leaves it alone.
 */
export const themeScript = `(function(){try{var d=document.documentElement;if(d.hasAttribute('data-theme-forced'))return;var k=${JSON.stringify(COLOR_MODE_STORAGE_KEY)};var m=(document.cookie.match(new RegExp('(?:^|; )'+k+'=([^;]*)'))||[])[1]||localStorage.getItem(k)||'system';if(m!=='light'&&m!=='dark')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},m);d.style.colorScheme=m;}catch(e){}})();`;
