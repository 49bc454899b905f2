export {ColorModeSwitch} from './ColorModeSwitch';
export type {ColorModeSwitchProps, ColorModeSwitchVariant} from './ColorModeSwitch';
