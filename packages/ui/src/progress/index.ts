export {Progress} from './Progress';
export type {ProgressProps, ProgressSize, ProgressTone} from './Progress';
