export {ApiError, notFound, presentError, unauthenticated, validationFailed} from './errors';
export type {ErrorBody} from './errors';
