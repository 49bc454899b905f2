export {Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger} from './Dialog';
export type {
  DialogCloseProps,
  DialogContentProps,
  DialogFooterProps,
  DialogProps,
  DialogSize,
  DialogTriggerProps,
} from './Dialog';
