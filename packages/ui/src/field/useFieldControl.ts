import {createContext, useContext, useId} from 'react';

/** What a {@link Field} tells the control inside it. */
export interface FieldContextValue {
  /** Id the control takes, so the field's label points at it. */
  id: string;
  /** Id of the field's label, for controls a `<label for>` cannot name (radio groups, sliders). */
  labelId: string;
  /** Id of the hint, when the field shows one. */
  hintId: string | undefined;
  /** Id of the error message, when the field shows one. */
  errorId: string | undefined;
  /** Whether the value is wrong. */
  invalid: boolean;
  /** Whether the value must be filled in. */
  required: boolean;
  /** Whether the control is switched off. */
  disabled: boolean;
}

/** Carries a field's ids and state to its control; null outside a {@link Field}. */
export const FieldContext = createContext<FieldContextValue | null>(null);

/** The props a control may set itself; they win over (or add to) what its field says. */
export interface FieldControlOptions {
  /** Id of the control; inside a Field, set `controlId` on the Field instead so its label still points here. */
  id?: string;
  /** Marks the value as wrong. */
  invalid?: boolean;
  /** Marks the value as one that must be filled in. */
  required?: boolean;
  /** Switches the control off. */
  disabled?: boolean;
  /** Further ids of elements that describe the control. */
  'aria-describedby'?: string;
}

/** A control's id, state and aria-* attributes, merged from its own props and its field. */
export interface FieldControl {
  /** Id for the control: its own, the field's, or a generated one. */
  id: string;
  /** Id of the surrounding field's label, if any. */
  labelId: string | undefined;
  /** Whether the value is wrong. */
  invalid: boolean;
  /** Whether the value must be filled in. */
  required: boolean;
  /** Whether the control is switched off. */
  disabled: boolean;
  /** The control's own description ids, then the field's hint and error. */
  'aria-describedby': string | undefined;
  /** `true` when invalid, otherwise absent. */
  'aria-invalid': true | undefined;
  /** `true` when required, otherwise absent. */
  'aria-required': true | undefined;
}

/** Lets a control pick up the id, description, invalid, required and disabled state of the Field around it. */
export function useFieldControl(options: FieldControlOptions = {}): FieldControl {
  const field = useContext(FieldContext);
  const generatedId = useId();
  const invalid = options.invalid ?? field?.invalid ?? false;
  const required = options.required ?? field?.required ?? false;
  const disabled = options.disabled ?? field?.disabled ?? false;
  const describedBy = [options['aria-describedby'], field?.hintId, field?.errorId].filter(Boolean).join(' ');
  return {
    id: options.id ?? field?.id ?? generatedId,
    labelId: field?.labelId,
    invalid,
    required,
    disabled,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
  };
}
