import {Select as RadixSelect} from 'radix-ui';
import {forwardRef, useId, useState} from 'react';
import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {useFieldControl} from '../field/useFieldControl';
import {Icon, checkIcon, chevronDownIcon} from '../icon';
import {messages} from '../messages';

/** One choice in a {@link Select} given through `options`. */
export interface SelectOption {
  /** Value reported by onValueChange; must not be an empty string. */
  value: string;
  /** Text shown in the list and, once chosen, in the trigger. */
  label: ReactNode;
  /** Second line under the label, in the list only. */
  description?: ReactNode;
  /** Shown but cannot be chosen. @default false */
  disabled?: boolean;
}

type TriggerProps = ComponentPropsWithoutRef<typeof RadixSelect.Trigger>;

/** Props of {@link Select}; the trigger takes `id`, `className`, `style` and the aria-* naming props. */
export interface SelectProps
  extends
    Omit<RadixSelect.SelectProps, 'children'>,
    Pick<
      TriggerProps,
      | 'id'
      | 'className'
      | 'style'
      | 'aria-label'
      | 'aria-labelledby'
      | 'aria-describedby'
      | 'onBlur'
      | 'onFocus'
    > {
  /** The choices; use SelectItem children instead for custom content. */
  options?: SelectOption[];
  /** SelectItem elements, rendered after any `options`. */
  children?: ReactNode;
  /** Text in the trigger while nothing is chosen. @default the "Choose…" message */
  placeholder?: ReactNode;
  /** Marks the value as wrong (sets aria-invalid); inside a Field this follows its error. @default false */
  invalid?: boolean;
}

/** Picks one value from a list that opens below a pill-shaped trigger. */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    children,
    placeholder,
    invalid,
    disabled,
    required,
    id,
    className,
    style,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    'aria-describedby': ariaDescribedBy,
    onBlur,
    onFocus,
    open,
    defaultOpen = false,
    onOpenChange,
    ...rootProps
  },
  ref,
) {
  const intl = useIntl();
  const field = useFieldControl({id, invalid, disabled, required, 'aria-describedby': ariaDescribedBy});
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;

  function handleOpenChange(next: boolean) {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  }

  return (
    <RadixSelect.Root
      {...rootProps}
      open={isOpen}
      onOpenChange={handleOpenChange}
      disabled={field.disabled}
      required={field.required}
    >
      <RadixSelect.Trigger
        ref={ref}
        id={field.id}
        className={['nada-select', className].filter(Boolean).join(' ')}
        style={style}
        data-invalid={field.invalid || undefined}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-describedby={field['aria-describedby']}
        aria-invalid={field['aria-invalid']}
        onBlur={onBlur}
        onFocus={onFocus}
        // While open, Radix hides everything but the list from assistive technology and keeps focus
        // in it; leaving the hidden trigger out of the tab order as well keeps the two consistent.
        tabIndex={isOpen ? -1 : undefined}
      >
        <span className="nada-select__value">
          <RadixSelect.Value placeholder={placeholder ?? intl.formatMessage(messages.selectPlaceholder)}>
            {/* Radix copies the chosen item's text in once its list has mounted in the browser; a
                controlled select of options names its value itself, so the server's HTML shows it. */}
            {rootProps.value === undefined
              ? undefined
              : options?.find((option) => option.value === rootProps.value)?.label}
          </RadixSelect.Value>
        </span>
        <RadixSelect.Icon className="nada-select__chevron">
          <Icon icon={chevronDownIcon} />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          className="nada-select__content"
          position="popper"
          sideOffset={6}
          collisionPadding={8}
        >
          <RadixSelect.Viewport className="nada-select__viewport">
            {options?.map((option) => (
              <SelectItem
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                description={option.description}
              >
                {option.label}
              </SelectItem>
            ))}
            {children}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
});

/** Props of {@link SelectItem}. */
export interface SelectItemProps extends RadixSelect.SelectItemProps {
  /** Second line under the label, in the list only. */
  description?: ReactNode;
}

/** One choice inside a {@link Select}, for when `options` is not enough. */
export const SelectItem = forwardRef<HTMLDivElement, SelectItemProps>(function SelectItem(
  {description, className, children, ...props},
  ref,
) {
  const descriptionId = useId();
  return (
    <RadixSelect.Item
      ref={ref}
      className={['nada-select__item', className].filter(Boolean).join(' ')}
      aria-describedby={description ? descriptionId : undefined}
      {...props}
    >
      <span className="nada-select__item-body">
        <RadixSelect.ItemText>{children}</RadixSelect.ItemText>
        {description && (
          <span id={descriptionId} className="nada-select__item-description">
            {description}
          </span>
        )}
      </span>
      <RadixSelect.ItemIndicator className="nada-select__indicator">
        <Icon icon={checkIcon} />
      </RadixSelect.ItemIndicator>
    </RadixSelect.Item>
  );
});
