import {Slot} from 'radix-ui';
import {forwardRef, useState} from 'react';
import type {ComponentPropsWithoutRef, MouseEvent, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import type {ButtonSize, ButtonVariant} from '../button';
import {Icon, type IconData, spinnerIcon} from '../icon';
import {messages} from '../messages';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'aria-label' | 'aria-pressed'
> {
  /** Which icon to draw. */
  icon: IconData;
  /** Accessible name, read by screen readers in place of the missing visible text. */
  label: string;
  /** Visual weight, as on Button. @default 'ghost' */
  variant?: ButtonVariant;
  /** Diameter: 36, 44 or 56 px; every size keeps a hit area of at least 44 px. @default 'md' */
  size?: ButtonSize;
  /** Makes it a toggle and controls whether it is pressed (aria-pressed). */
  pressed?: boolean;
  /** Makes it an uncontrolled toggle that starts pressed or not. */
  defaultPressed?: boolean;
  /** Called with the new pressed state when a toggle is activated. */
  onPressedChange?: (pressed: boolean) => void;
  /** Shows a spinner, sets aria-busy and ignores clicks while an action runs. @default false */
  loading?: boolean;
  /** Renders its only child (a link, say) with the icon and the button's look instead of a `<button>`. @default false */
  asChild?: boolean;
  children?: ReactNode;
}

/** A round button that shows only an icon and is named by its `label`; optionally a toggle. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    icon,
    label,
    variant = 'ghost',
    size = 'md',
    pressed: controlledPressed,
    defaultPressed,
    onPressedChange,
    loading = false,
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
  const [uncontrolledPressed, setUncontrolledPressed] = useState(defaultPressed ?? false);
  const isToggle = controlledPressed !== undefined || defaultPressed !== undefined;
  const pressed = controlledPressed ?? uncontrolledPressed;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    if (event.defaultPrevented || !isToggle) return;
    if (controlledPressed === undefined) setUncontrolledPressed(!pressed);
    onPressedChange?.(!pressed);
  }

  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={['nada-icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-pressed={isToggle ? pressed : undefined}
      aria-busy={loading || undefined}
      aria-disabled={asChild && disabled ? true : undefined}
      disabled={asChild ? undefined : disabled}
      data-variant={variant}
      data-size={size}
      data-pressed={isToggle && pressed ? '' : undefined}
      data-loading={loading ? '' : undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? (
        <Icon
          icon={spinnerIcon}
          className="nada-icon-button__spinner"
          label={intl.formatMessage(messages.loading)}
        />
      ) : (
        <Icon icon={icon} />
      )}
      {asChild && <Slot.Slottable>{children}</Slot.Slottable>}
    </Component>
  );
});
