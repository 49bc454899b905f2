export {useAsyncData} from './useAsyncData';
export type {AsyncData} from './useAsyncData';
