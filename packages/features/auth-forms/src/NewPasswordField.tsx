import {Field, Input} from '@nada/ui';
import {useId, type ReactNode} from 'react';
import {PasswordChecklist} from './PasswordChecklist';

/** Props of {@link NewPasswordField}. */
export interface NewPasswordFieldProps {
  /** The field's label. */
  label: ReactNode;
  /** The input's id, for the field and an error summary's links. */
  controlId: string;
  /** The field's problem, in the user's language. */
  error?: string | undefined;
  /** The password typed so far. */
  value: string;
  /** Called with the new text on each change. */
  onValueChange: (value: string) => void;
}

/**
 * A new password's field with the rules' checklist under it, which the input points at with
 * aria-describedby (registration, a reset, the profile's change of password).
 */
export function NewPasswordField({label, controlId, error, value, onValueChange}: NewPasswordFieldProps) {
  const rulesId = useId();
  return (
    <>
      <Field label={label} controlId={controlId} error={error}>
        <Input
          type="password"
          name="new-password"
          autoComplete="new-password"
          aria-describedby={rulesId}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      </Field>
      <PasswordChecklist id={rulesId} password={value} />
    </>
  );
}
