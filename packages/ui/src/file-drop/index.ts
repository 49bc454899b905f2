export {FileDrop} from './FileDrop';
export type {FileDropProps, FileDropState, FileRejection, FileRejectionCode} from './FileDrop';
