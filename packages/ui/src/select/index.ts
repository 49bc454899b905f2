export {Select, SelectItem} from './Select';
export type {SelectItemProps, SelectOption, SelectProps} from './Select';
