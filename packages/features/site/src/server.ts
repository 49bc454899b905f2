// The site's pages as their documents stream out of the app's server (Node streams): React Router's
// scripts held back on a page hydrated on the first interaction, or its module preloads given a low
// priority on any other. Node only, so neither the index nor the browser scripts import it.
export {deferredHydration} from './deferredHydration.server';
export {lowPriorityModulePreloads} from './modulePreloads.server';
