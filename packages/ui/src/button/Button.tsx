import {Slot} from 'radix-ui';
import {forwardRef} from 'react';
import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {Icon, type IconData, spinnerIcon} from '../icon';
import {messages} from '../messages';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';

/** Height of a button; every size keeps a touch target of at least 44 px. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}. */
export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant;
  /** Height. @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while an action runs. @default false */
  loading?: boolean;
  /** Icon before the label. */
  iconStart?: IconData;
  /** Icon after the label. */
  iconEnd?: IconData;
  /** Stretches to the width of its container. @default false */
  fullWidth?: boolean;
  /** Renders its only child (a link, say) with the button's look instead of a `<button>`. @default false */
  asChild?: boolean;
  children?: ReactNode;
}

/** The main action control: a pill with a label and optional icons. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    iconStart,
    iconEnd,
    fullWidth = false,
    asChild = false,
    disabled,
    className,
    children,
    type,
    onClick,
    ...props
  },
  ref,
) {
  const intl = useIntl();
  const Component = asChild ? Slot.Root : 'button';
  const content = asChild ? (
    children
  ) : (
    <>
      {loading ? (
        <Icon
          icon={spinnerIcon}
          className="nada-button__spinner"
          label={intl.formatMessage(messages.loading)}
        />
      ) : (
        iconStart && <Icon icon={iconStart} />
      )}
      {children !== undefined && <span className="nada-button__label">{children}</span>}
      {iconEnd && !loading && <Icon icon={iconEnd} />}
    </>
  );
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={['nada-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-full-width={fullWidth || undefined}
      disabled={asChild ? undefined : disabled}
      aria-disabled={asChild && disabled ? true : undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {content}
    </Component>
  );
});
