import {enhanceFaqSearch} from '@nada/support/static';
import './staticPageScript';

// The support page's script (`staticScript: 'faq-search'` in the route table): the static pages'
// script, and the FAQ's search (@nada/support/static). Built on its own like that one, which it
// includes (staticPageScript() in vitePlugins.ts).
enhanceFaqSearch();
