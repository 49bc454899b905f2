export {Icon} from './Icon';
export type {IconName, IconProps} from './Icon';
export {icons} from './icons.generated';
