import {forwardRef, useState} from 'react';
import type {ComponentPropsWithoutRef, MouseEvent} from 'react';
import {useIntl} from 'react-intl';
import {useFieldControl} from '../field/useFieldControl';
import {Icon, eyeIcon, eyeOffIcon, searchIcon, type IconData} from '../icon';
import {messages} from '../messages';

/** Kinds of single-line text an {@link Input} takes. */
export type InputType = 'text' | 'email' | 'search' | 'password' | 'url' | 'tel';

/** Height of an input; both sizes keep a touch target of at least 44 px. */
export type InputSize = 'md' | 'lg';

/** Props of {@link Input}; `className` and `style` go on the outer box, everything else on the `<input>`. */
export interface InputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size'> {
  /** Kind of text; `password` adds a show/hide button. @default 'text' */
  type?: InputType;
  /** Height. @default 'md' */
  size?: InputSize;
  /** Icon before the text; a search input shows a magnifier unless told otherwise. */
  iconStart?: IconData;
  /** Marks the value as wrong (sets aria-invalid); inside a Field this follows its error. @default false */
  invalid?: boolean;
}

/** A single-line text box with an optional leading icon and, for passwords, a show/hide toggle. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    type = 'text',
    size = 'md',
    iconStart,
    invalid,
    className,
    style,
    id,
    disabled,
    required,
    readOnly,
    ...props
  },
  ref,
) {
  const intl = useIntl();
  const field = useFieldControl({id, invalid, disabled, 'aria-describedby': props['aria-describedby']});
  const [revealed, setRevealed] = useState(false);
  const icon = iconStart ?? (type === 'search' ? searchIcon : undefined);
  const isPassword = type === 'password';

  function handleToggleMouseDown(event: MouseEvent<HTMLButtonElement>) {
    // Keeps the caret in the input when the toggle is clicked while typing.
    event.preventDefault();
  }

  return (
    <div
      className={['nada-input', className].filter(Boolean).join(' ')}
      style={style}
      data-size={size}
      data-invalid={field.invalid || undefined}
      data-disabled={field.disabled || undefined}
      data-readonly={readOnly || undefined}
    >
      {icon && <Icon icon={icon} className="nada-input__icon" />}
      <input
        ref={ref}
        className="nada-input__control"
        type={isPassword && revealed ? 'text' : type}
        disabled={field.disabled}
        readOnly={readOnly}
        required={required}
        {...props}
        id={field.id}
        aria-describedby={field['aria-describedby']}
        aria-invalid={field['aria-invalid']}
        aria-required={required ? undefined : field['aria-required']}
      />
      {isPassword && (
        <button
          type="button"
          className="nada-input__toggle"
          // The name stays the same and aria-pressed carries the state, as the toggle button pattern asks.
          aria-label={intl.formatMessage(messages.passwordShow)}
          aria-pressed={revealed}
          aria-controls={field.id}
          disabled={field.disabled}
          onMouseDown={handleToggleMouseDown}
          onClick={() => setRevealed((value) => !value)}
        >
          <Icon icon={revealed ? eyeOffIcon : eyeIcon} />
        </button>
      )}
    </div>
  );
});
