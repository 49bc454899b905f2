import {RadioGroup as RadixRadioGroup} from 'radix-ui';
import {forwardRef, useId} from 'react';
import type {ReactNode} from 'react';
import {useFieldControl} from '../field/useFieldControl';

/** One choice in a {@link RadioGroup}. */
export interface RadioOption {
  /** Value reported by onValueChange. */
  value: string;
  /** The choice's name. */
  label: ReactNode;
  /** Second line under the label, read out as the choice's description. */
  description?: ReactNode;
  /** Shown but cannot be chosen. @default false */
  disabled?: boolean;
}

/** Look of a radio group: a plain list, or a selectable card per choice. */
export type RadioGroupVariant = 'default' | 'cards';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<RadixRadioGroup.RadioGroupProps, 'children'> {
  /** The choices, in order. */
  options: RadioOption[];
  /** A plain list, or a card per choice (good for a few weighty choices such as 2 or 4 stems). @default 'default' */
  variant?: RadioGroupVariant;
  /** Marks the choice as wrong (sets aria-invalid); inside a Field this follows its error. @default false */
  invalid?: boolean;
}

/**
 * Picks exactly one of a few visible choices; every arrow key moves between them, as in a native
 * radio group, whatever the orientation (cards side by side on a wide screen stack on a phone).
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    options,
    variant = 'default',
    orientation = 'vertical',
    invalid,
    disabled,
    required,
    id,
    className,
    ...props
  },
  ref,
) {
  const baseId = useId();
  const field = useFieldControl({
    id,
    invalid,
    disabled,
    required,
    'aria-describedby': props['aria-describedby'],
  });
  return (
    <RadixRadioGroup.Root
      ref={ref}
      className={['nada-radio-group', className].filter(Boolean).join(' ')}
      // Given to Radix, the orientation would keep the other two arrows from moving (issue 42): it
      // only lays the choices out, so it reaches the DOM and assistive technology without Radix.
      data-orientation={orientation}
      aria-orientation={orientation}
      disabled={field.disabled}
      required={field.required}
      data-variant={variant}
      data-invalid={field.invalid || undefined}
      data-disabled={field.disabled || undefined}
      // A `<label for>` cannot name a radiogroup, so the field's label names it by id.
      aria-labelledby={props['aria-label'] ? undefined : field.labelId}
      {...props}
      id={field.id}
      aria-describedby={field['aria-describedby']}
      aria-invalid={field['aria-invalid']}
    >
      {options.map((option, index) => {
        const labelId = `${baseId}-${index}-label`;
        const descriptionId = `${baseId}-${index}-description`;
        const hasDescription =
          option.description !== undefined && option.description !== null && option.description !== false;
        return (
          <RadixRadioGroup.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className="nada-radio-group__item"
            aria-labelledby={labelId}
            aria-describedby={hasDescription ? descriptionId : undefined}
          >
            <span className="nada-radio-group__control">
              <RadixRadioGroup.Indicator className="nada-radio-group__dot" />
            </span>
            <span className="nada-radio-group__text">
              <span id={labelId} className="nada-radio-group__label">
                {option.label}
              </span>
              {hasDescription && (
                <span id={descriptionId} className="nada-radio-group__description">
                  {option.description}
                </span>
              )}
            </span>
          </RadixRadioGroup.Item>
        );
      })}
    </RadixRadioGroup.Root>
  );
});
