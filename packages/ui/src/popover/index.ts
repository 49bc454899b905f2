export {Popover, PopoverClose, PopoverContent, PopoverTrigger} from './Popover';
export type {PopoverCloseProps, PopoverContentProps, PopoverProps, PopoverTriggerProps} from './Popover';
