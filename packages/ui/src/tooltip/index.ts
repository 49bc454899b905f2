export {Tooltip, TooltipProvider} from './Tooltip';
export type {TooltipProps, TooltipProviderProps} from './Tooltip';
