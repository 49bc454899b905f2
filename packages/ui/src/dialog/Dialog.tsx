import {Dialog as RadixDialog} from 'radix-ui';
import {forwardRef} from 'react';
import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import {CloseButton} from '../close-button';
import {FocusOrigin, useReturnFocus} from './useReturnFocus';

/** Width of a dialog on screens of 640 px and wider; narrower screens always get a full-width bottom sheet. */
export type DialogSize = 'sm' | 'md' | 'lg';

/** Props of {@link Dialog}. */
export type DialogProps = RadixDialog.DialogProps;

/** A modal dialog's state holder: open/defaultOpen/onOpenChange, controlled or uncontrolled. */
export const Dialog = RadixDialog.Root;

/** Props of {@link DialogTrigger}. */
export type DialogTriggerProps = RadixDialog.DialogTriggerProps;

/** The control that opens the dialog; pass `asChild` to use a Button. */
export const DialogTrigger = RadixDialog.Trigger;

/** Props of {@link DialogClose}. */
export type DialogCloseProps = RadixDialog.DialogCloseProps;

/** Closes the dialog when activated; pass `asChild` to use a Button. */
export const DialogClose = RadixDialog.Close;

/** Props of {@link DialogContent}. */
export interface DialogContentProps extends Omit<RadixDialog.DialogContentProps, 'title'> {
  /** Heading of the dialog, which also names it for assistive technology. */
  title: ReactNode;
  /** Supporting text under the title, which also describes the dialog for assistive technology. */
  description?: ReactNode;
  /** Width on larger screens. @default 'md' */
  size?: DialogSize;
  /** Leaves out the close button in the corner, for dialogs that close only through their own actions. @default false */
  hideClose?: boolean;
}

/**
 * The dialog itself, over a dimmed page: a centred card on larger screens, a bottom sheet on phones.
 * Closing it gives focus back to the element that opened it, with or without a `DialogTrigger`.
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {title, description, size = 'md', hideClose = false, className, children, onCloseAutoFocus, ...props},
  ref,
) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="nada-dialog__overlay" />
      <RadixDialog.Content
        ref={ref}
        className={['nada-dialog__content', className].filter(Boolean).join(' ')}
        data-size={size}
        {...props}
        onCloseAutoFocus={(event) => returnFocus.onCloseAutoFocus(event, onCloseAutoFocus)}
      >
        <FocusOrigin intoRef={returnFocus.originRef} />
        <div className="nada-dialog__header">
          <div className="nada-dialog__heading">
            <RadixDialog.Title className="nada-dialog__title">{title}</RadixDialog.Title>
            {description !== undefined && (
              <RadixDialog.Description className="nada-dialog__description">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {!hideClose && (
            <RadixDialog.Close asChild>
              <CloseButton className="nada-dialog__close" />
            </RadixDialog.Close>
          )}
        </div>
        {children !== undefined && <div className="nada-dialog__body">{children}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});

/** Props of {@link DialogFooter}. */
export type DialogFooterProps = ComponentPropsWithoutRef<'div'>;

/** The row of actions at the end of a dialog; stays in view while long content scrolls. */
export const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(
  {className, ...props},
  ref,
) {
  return (
    <div ref={ref} className={['nada-dialog__footer', className].filter(Boolean).join(' ')} {...props} />
  );
});
