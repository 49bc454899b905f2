import {Popover as RadixPopover} from 'radix-ui';
import {forwardRef, useId} from 'react';
import type {ReactNode} from 'react';
import {CloseButton} from '../close-button';

/** Props of {@link Popover}. */
export type PopoverProps = RadixPopover.PopoverProps;

/** Holds a popover's state: open/defaultOpen/onOpenChange, controlled or uncontrolled. */
export const Popover = RadixPopover.Root;

/** Props of {@link PopoverTrigger}. */
export type PopoverTriggerProps = RadixPopover.PopoverTriggerProps;

/** The control that toggles the popover; pass `asChild` to use a Button. */
export const PopoverTrigger = RadixPopover.Trigger;

/** Props of {@link PopoverClose}. */
export type PopoverCloseProps = RadixPopover.PopoverCloseProps;

/** Closes the popover when activated; pass `asChild` to use a Button. */
export const PopoverClose = RadixPopover.Close;

/** Props of {@link PopoverContent}. */
export interface PopoverContentProps extends Omit<RadixPopover.PopoverContentProps, 'title'> {
  /** Heading at the top, which also names the popover for assistive technology; without it, pass `aria-label`. */
  title?: ReactNode;
  /** Leaves out the close button in the corner. @default false */
  hideClose?: boolean;
}

/** A small floating panel anchored to its trigger, with an arrow pointing at it. */
export const PopoverContent = forwardRef<HTMLDivElement, PopoverContentProps>(function PopoverContent(
  {title, hideClose = false, sideOffset = 8, collisionPadding = 8, className, children, ...props},
  ref,
) {
  const titleId = useId();
  const hasTitle = title !== undefined;
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        ref={ref}
        className={['nada-popover__content', className].filter(Boolean).join(' ')}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        aria-labelledby={hasTitle ? titleId : undefined}
        data-titled={hasTitle || undefined}
        {...props}
      >
        {hasTitle && (
          <h2 id={titleId} className="nada-popover__title">
            {title}
          </h2>
        )}
        <div className="nada-popover__body">{children}</div>
        {!hideClose && (
          <RadixPopover.Close asChild>
            <CloseButton className="nada-popover__close" />
          </RadixPopover.Close>
        )}
        <RadixPopover.Arrow asChild width={18} height={9}>
          <svg className="nada-popover__arrow" viewBox="0 0 18 9" aria-hidden>
            <path d="M0 0 L9 9 L18 0" />
          </svg>
        </RadixPopover.Arrow>
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
});
