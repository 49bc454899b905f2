export {useInlineEditor} from './useInlineEditor';
export type {InlineEditor} from './useInlineEditor';
