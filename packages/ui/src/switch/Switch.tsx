import {Switch as RadixSwitch} from 'radix-ui';
import {forwardRef} from 'react';
import type {ReactNode} from 'react';
import {LabelledControl, useLabelledControl} from '../field/LabelledControl';

/** Which side of the switch its label sits on. */
export type SwitchLabelPosition = 'start' | 'end';

/** Props of {@link Switch}; `className` and `style` go on the row, everything else on the switch. */
export interface SwitchProps extends RadixSwitch.SwitchProps {
  /** The label beside the switch. */
  children?: ReactNode;
  /** Second line under the label, read out as the switch's description. */
  description?: ReactNode;
  /** `end` puts the label after the switch; `start` puts it first and pushes the switch to the row's end, as in a settings list. @default 'end' */
  labelPosition?: SwitchLabelPosition;
}

/** An on/off toggle that takes effect at once, with its label beside it. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {children, description, labelPosition = 'end', disabled, required, id, className, style, ...props},
  ref,
) {
  const field = useLabelledControl({
    id,
    disabled,
    required,
    description,
    'aria-describedby': props['aria-describedby'],
  });
  return (
    <LabelledControl
      block="nada-switch"
      control={field}
      label={children}
      description={description}
      className={className}
      style={style}
      data={{'data-label-position': labelPosition, 'data-disabled': field.disabled || undefined}}
    >
      <RadixSwitch.Root
        ref={ref}
        className="nada-switch__track"
        disabled={field.disabled}
        required={field.required}
        {...props}
        id={field.id}
        aria-describedby={field['aria-describedby']}
      >
        <RadixSwitch.Thumb className="nada-switch__thumb" />
      </RadixSwitch.Root>
    </LabelledControl>
  );
});
