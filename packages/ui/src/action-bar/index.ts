export {ActionBar} from './ActionBar';
export type {ActionBarAction, ActionBarCollapse, ActionBarPriority, ActionBarProps} from './ActionBar';
