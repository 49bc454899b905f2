import {Label as RadixLabel} from 'radix-ui';
import {forwardRef, useId, useMemo} from 'react';
import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {Icon, warningIcon} from '../icon';
import {messages} from '../messages';
import {FieldContext} from './useFieldControl';
import type {FieldContextValue} from './useFieldControl';

/** Props of {@link Field}. */
export interface FieldProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Visible label of the control. */
  label: ReactNode;
  /** Help text under the label, read out with the control. */
  hint?: ReactNode;
  /** Error message under the control; when set the control is marked invalid and the message is announced. */
  error?: ReactNode;
  /** Marks the control invalid without a message (one shown elsewhere, say). @default false */
  invalid?: boolean;
  /** Shows the "required" marker and sets aria-required on the control. @default false */
  required?: boolean;
  /** Shows the "optional" marker, for forms where most fields are required. @default false */
  optional?: boolean;
  /** Switches the control off and dims the label. @default false */
  disabled?: boolean;
  /** Id of the control; generated when absent. */
  controlId?: string;
  /** The control: Input, Textarea, Select, Checkbox, Switch, RadioGroup or Slider. */
  children: ReactNode;
}

/** A labelled form control with an optional hint and error message, wired up for assistive technology. */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    label,
    hint,
    error,
    invalid = false,
    required = false,
    optional = false,
    disabled = false,
    controlId,
    className,
    children,
    ...props
  },
  ref,
) {
  const intl = useIntl();
  const baseId = useId();
  const id = controlId ?? `${baseId}-control`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const isInvalid = invalid || hasError;
  const context = useMemo<FieldContextValue>(
    () => ({
      id,
      labelId: `${baseId}-label`,
      hintId: hasHint ? `${baseId}-hint` : undefined,
      errorId: hasError ? `${baseId}-error` : undefined,
      invalid: isInvalid,
      required,
      disabled,
    }),
    [id, baseId, hasHint, hasError, isInvalid, required, disabled],
  );
  return (
    <div
      ref={ref}
      className={['nada-field', className].filter(Boolean).join(' ')}
      data-invalid={isInvalid || undefined}
      data-disabled={disabled || undefined}
      data-required={required || undefined}
      {...props}
    >
      <RadixLabel.Root id={context.labelId} htmlFor={id} className="nada-field__label">
        {label}
        {/* Keeps "Notes optional" two words in the accessible name. */}
        {(required || optional) && ' '}
        {required ? (
          // aria-required already tells assistive technology; the marker is for the eye.
          <span className="nada-field__marker" data-kind="required" aria-hidden="true">
            {intl.formatMessage(messages.required)}
          </span>
        ) : (
          optional && (
            <span className="nada-field__marker" data-kind="optional">
              {intl.formatMessage(messages.optional)}
            </span>
          )
        )}
      </RadixLabel.Root>
      {hasHint && (
        <p id={context.hintId} className="nada-field__hint">
          {hint}
        </p>
      )}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {hasError && (
        <p id={context.errorId} className="nada-field__error" role="alert">
          <Icon icon={warningIcon} className="nada-field__error-icon" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
});
