export {Switch} from './Switch';
export type {SwitchLabelPosition, SwitchProps} from './Switch';
