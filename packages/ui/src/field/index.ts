export {Field} from './Field';
export type {FieldProps} from './Field';
export {useFieldControl} from './useFieldControl';
export type {FieldControl, FieldControlOptions} from './useFieldControl';
