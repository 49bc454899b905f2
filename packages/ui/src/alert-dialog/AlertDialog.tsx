import {AlertDialog as RadixAlertDialog} from 'radix-ui';
import {forwardRef, useState} from 'react';
import type {MouseEvent, ReactNode} from 'react';
import {Button} from '../button';
import {FocusOrigin, useReturnFocus} from '../dialog/useReturnFocus';
import {Icon, infoIcon, warningIcon} from '../icon';

/** How serious the confirmed action is; `danger` is for what cannot be undone, like deleting a song. */
export type AlertDialogTone = 'default' | 'danger';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps extends Omit<RadixAlertDialog.AlertDialogProps, 'children'> {
  /** The question being asked, which also names the dialog. */
  title: ReactNode;
  /** What happens if the person confirms, which also describes the dialog. */
  description: ReactNode;
  /** Label of the button that goes ahead with the action. */
  confirmLabel: ReactNode;
  /** Label of the button that backs out; it has focus when the dialog opens. */
  cancelLabel: ReactNode;
  /** Runs the action; a returned promise keeps the dialog open and busy until it settles, and open after a rejection. */
  onConfirm?: (() => void) | (() => Promise<unknown>);
  /** Seriousness of the action; `danger` makes the confirm button red. @default 'default' */
  tone?: AlertDialogTone;
  /** Shows the confirm button busy, for a confirmation whose progress the caller tracks itself. @default false */
  loading?: boolean;
  /** The control that opens the dialog, usually a Button; leave it out when `open` is controlled from elsewhere. */
  trigger?: ReactNode;
  /** Extra content between the description and the buttons. */
  children?: ReactNode;
}

/** Asks for confirmation before an action, interrupting the page until answered. */
export const AlertDialog = forwardRef<HTMLDivElement, AlertDialogProps>(function AlertDialog(
  {
    title,
    description,
    confirmLabel,
    cancelLabel,
    onConfirm,
    tone = 'default',
    loading = false,
    trigger,
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
  },
  ref,
) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const open = openProp ?? uncontrolledOpen;
  const busy = pending || loading;
  // Without a trigger, Radix has nowhere to return focus on close; the element that had focus when
  // the dialog opened (say a menu's "More" button) gets it back instead of the page's body.
  const returnFocus = useReturnFocus();

  function setOpen(next: boolean) {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  function handleOpenChange(next: boolean) {
    // While the action runs, Escape and Cancel must not abandon it half-way.
    if (!next && busy) return;
    setOpen(next);
  }

  function handleConfirm(event: MouseEvent<HTMLButtonElement>) {
    // Radix closes on click; closing is decided here, once the action has succeeded.
    event.preventDefault();
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    result.then(
      () => {
        setPending(false);
        setOpen(false);
      },
      // The caller owns the error and shows it; the dialog stays open so the person can retry or cancel.
      () => setPending(false),
    );
  }

  return (
    <RadixAlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger !== undefined && <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="nada-dialog__overlay" />
        <RadixAlertDialog.Content
          ref={ref}
          className="nada-dialog__content nada-alert-dialog"
          data-size="sm"
          data-tone={tone}
          aria-busy={busy || undefined}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <FocusOrigin intoRef={returnFocus.originRef} />
          <div className="nada-alert-dialog__header">
            <span className="nada-alert-dialog__icon">
              <Icon icon={tone === 'danger' ? warningIcon : infoIcon} />
            </span>
            <RadixAlertDialog.Title className="nada-dialog__title">{title}</RadixAlertDialog.Title>
            <RadixAlertDialog.Description className="nada-dialog__description">
              {description}
            </RadixAlertDialog.Description>
          </div>
          <div className="nada-dialog__body">
            {children}
            <div className="nada-dialog__footer">
              <RadixAlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={busy}>
                  {cancelLabel}
                </Button>
              </RadixAlertDialog.Cancel>
              <RadixAlertDialog.Action asChild onClick={handleConfirm}>
                <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy}>
                  {confirmLabel}
                </Button>
              </RadixAlertDialog.Action>
            </div>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
});
