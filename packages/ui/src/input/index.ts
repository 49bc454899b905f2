export {Input} from './Input';
export type {InputProps, InputSize, InputType} from './Input';
