export {useAsyncData} from './useAsyncData';
export type {AsyncData, AsyncDataResult} from './useAsyncData';
