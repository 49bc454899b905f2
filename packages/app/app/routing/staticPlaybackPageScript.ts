import {enhanceStaticPlayback} from '@nada/player/static';
import './staticPageScript';

// The script of a public profile and a shared playlist (`staticScript: 'playback'` in the route
// table): the static pages' script, and the play buttons, whose first press loads the embeddable
// player. Built on its own like that one, which it includes (staticPageScript() in vitePlugins.ts).
enhanceStaticPlayback();
