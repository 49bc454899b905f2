import {useId} from 'react';
import type {CSSProperties, ReactNode} from 'react';
import {useFieldControl, type FieldControl, type FieldControlOptions} from './useFieldControl';

/** Options of {@link useLabelledControl}: the control's own field props and its description. */
export interface LabelledControlOptions extends FieldControlOptions {
  /** Second line under the label, read out as the control's description. */
  description?: ReactNode;
}

/** What {@link useLabelledControl} returns: the merged field state and the description's id, when there is one. */
export interface LabelledControlState extends FieldControl {
  /** Id of the description, or undefined when there is none to show. */
  descriptionId: string | undefined;
}

/** A checkbox's or switch's field state, with its description added to what describes it. */
export function useLabelledControl({
  description,
  'aria-describedby': describedBy,
  ...options
}: LabelledControlOptions): LabelledControlState {
  const generatedId = useId();
  const descriptionId =
    description !== undefined && description !== null && description !== false ? generatedId : undefined;
  const field = useFieldControl({
    ...options,
    'aria-describedby': [describedBy, descriptionId].filter(Boolean).join(' '),
  });
  return {...field, descriptionId};
}

/** Props of {@link LabelledControl}. */
export interface LabelledControlProps {
  /** The class of the row; the text parts are named `<block>__text`, `__label` and `__description`. */
  block: string;
  /** What {@link useLabelledControl} returned for the control. */
  control: LabelledControlState;
  /** The label beside the control. */
  label: ReactNode;
  /** Second line under the label. */
  description: ReactNode;
  /** The caller's own class for the row. */
  className: string | undefined;
  /** The caller's own style for the row. */
  style: CSSProperties | undefined;
  /** State shown on the row as data-* attributes. */
  data: Record<`data-${string}`, string | boolean | undefined>;
  /** The control itself (a Radix checkbox or switch). */
  children: ReactNode;
}

/** The row of a checkbox or switch: the control, then its `<label>` and description, which also name and describe it. */
export function LabelledControl({
  block,
  control,
  label,
  description,
  className,
  style,
  data,
  children,
}: LabelledControlProps) {
  return (
    <div className={[block, className].filter(Boolean).join(' ')} style={style} {...data}>
      {children}
      {(label !== undefined || control.descriptionId !== undefined) && (
        <div className={`${block}__text`}>
          {label !== undefined && (
            <label htmlFor={control.id} className={`${block}__label`}>
              {label}
            </label>
          )}
          {control.descriptionId !== undefined && (
            <p id={control.descriptionId} className={`${block}__description`}>
              {description}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
