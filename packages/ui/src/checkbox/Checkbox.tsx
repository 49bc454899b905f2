import {Checkbox as RadixCheckbox} from 'radix-ui';
import {forwardRef} from 'react';
import type {ReactNode} from 'react';
import {LabelledControl, useLabelledControl} from '../field/LabelledControl';
import {Icon, checkIcon, minusIcon} from '../icon';

/** Props of {@link Checkbox}; `className` and `style` go on the row, everything else on the box. */
export interface CheckboxProps extends RadixCheckbox.CheckboxProps {
  /** The label beside the box. */
  children?: ReactNode;
  /** Second line under the label, read out as the box's description. */
  description?: ReactNode;
  /** Marks the choice as wrong (sets aria-invalid); inside a Field this follows its error. @default false */
  invalid?: boolean;
}

/** A box that is ticked, cleared or half-ticked (`checked="indeterminate"`), with its label beside it. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  {children, description, invalid, disabled, required, id, className, style, ...props},
  ref,
) {
  const field = useLabelledControl({
    id,
    invalid,
    disabled,
    required,
    description,
    'aria-describedby': props['aria-describedby'],
  });
  return (
    <LabelledControl
      block="nada-checkbox"
      control={field}
      label={children}
      description={description}
      className={className}
      style={style}
      data={{'data-invalid': field.invalid || undefined, 'data-disabled': field.disabled || undefined}}
    >
      <RadixCheckbox.Root
        ref={ref}
        className="nada-checkbox__box"
        disabled={field.disabled}
        required={field.required}
        {...props}
        id={field.id}
        aria-describedby={field['aria-describedby']}
        aria-invalid={field['aria-invalid']}
        data-invalid={field.invalid || undefined}
      >
        <RadixCheckbox.Indicator className="nada-checkbox__indicator">
          <Icon icon={checkIcon} className="nada-checkbox__check" />
          <Icon icon={minusIcon} className="nada-checkbox__dash" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
    </LabelledControl>
  );
});
