export {AlertDialog} from './AlertDialog';
export type {AlertDialogProps, AlertDialogTone} from './AlertDialog';
