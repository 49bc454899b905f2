export {Icon} from './Icon';
export type {IconProps} from './Icon';
export {icons} from './generated/all';
// Every icon by name (`playIcon`...) and the IconData and IconName types: the generator writes the
// list, so adding an icon to its table is the only step (issue 21's one module per icon).
export * from './generated';
