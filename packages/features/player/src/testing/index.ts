export {FakeMedia} from './FakeMedia';
export type {FakeMediaOptions} from './FakeMedia';
