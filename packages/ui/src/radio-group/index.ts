export {RadioGroup} from './RadioGroup';
export type {RadioGroupProps, RadioGroupVariant, RadioOption} from './RadioGroup';
