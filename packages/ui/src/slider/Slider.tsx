import {Slider as RadixSlider} from 'radix-ui';
import {forwardRef, useId, useState} from 'react';
import type {CSSProperties, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {useFieldControl} from '../field/useFieldControl';

/** A labelled point on a {@link Slider}'s scale. */
export interface SliderMark {
  /** Where the mark sits, between `min` and `max`. */
  value: number;
  /** Text under the mark; without it only a tick is drawn. */
  label?: ReactNode;
}

/** Props of {@link Slider}; `value` and `defaultValue` hold one number per thumb. */
export interface SliderProps extends Omit<RadixSlider.SliderProps, 'children'> {
  /** Visible label above the track; also names the thumb(s). */
  label?: ReactNode;
  /** Turns a value into text, shown beside the label and read out as aria-valuetext (e.g. "+2 semitones"). @default the locale's number format */
  formatValue?: (value: number) => string;
  /** One accessible name per thumb, for ranges ("Start", "End"); otherwise thumbs are named by `label`. */
  thumbLabels?: string[];
  /** Ticks, with optional labels, along the track. */
  marks?: SliderMark[];
  /** Shows the formatted value beside the label. @default true */
  showValue?: boolean;
  /** Marks the value as wrong (sets aria-invalid); inside a Field this follows its error. @default false */
  invalid?: boolean;
}

/** Picks a number, or a range with two thumbs, on a track; arrow keys step, Page keys jump. */
export const Slider = forwardRef<HTMLSpanElement, SliderProps>(function Slider(
  {
    label,
    formatValue,
    thumbLabels,
    marks,
    showValue = true,
    invalid,
    value,
    defaultValue,
    onValueChange,
    min = 0,
    max = 100,
    orientation = 'horizontal',
    disabled,
    id,
    className,
    style,
    'aria-label': ariaLabel,
    'aria-describedby': ariaDescribedBy,
    ...props
  },
  ref,
) {
  const intl = useIntl();
  const labelId = useId();
  const field = useFieldControl({id, invalid, disabled, 'aria-describedby': ariaDescribedBy});
  const [innerValue, setInnerValue] = useState<number[]>(defaultValue ?? [min]);
  const values = value ?? innerValue;
  const format = formatValue ?? ((number: number) => intl.formatNumber(number));
  const hasLabel = label !== undefined && label !== null && label !== false;
  const nameId = hasLabel ? labelId : field.labelId;

  function handleValueChange(next: number[]) {
    if (value === undefined) setInnerValue(next);
    onValueChange?.(next);
  }

  return (
    <div
      className={['nada-slider', className].filter(Boolean).join(' ')}
      style={style}
      data-orientation={orientation}
      data-disabled={field.disabled || undefined}
      data-invalid={field.invalid || undefined}
    >
      {(hasLabel || showValue) && (
        <div className="nada-slider__header">
          {hasLabel && (
            <span id={labelId} className="nada-slider__label">
              {label}
            </span>
          )}
          {showValue && <span className="nada-slider__value">{values.map(format).join(' – ')}</span>}
        </div>
      )}
      <div className="nada-slider__body">
        <RadixSlider.Root
          ref={ref}
          className="nada-slider__root"
          value={values}
          onValueChange={handleValueChange}
          min={min}
          max={max}
          orientation={orientation}
          disabled={field.disabled}
          {...props}
        >
          <RadixSlider.Track className="nada-slider__track">
            <RadixSlider.Range className="nada-slider__range" />
          </RadixSlider.Track>
          {values.map((thumbValue, index) => {
            const thumbLabel = thumbLabels?.[index] ?? ariaLabel;
            return (
              <RadixSlider.Thumb
                // Thumbs are positional: the first is always the lower end.
                key={index}
                className="nada-slider__thumb"
                id={index === 0 ? field.id : undefined}
                aria-label={thumbLabel}
                aria-labelledby={thumbLabel ? undefined : nameId}
                aria-valuetext={format(thumbValue)}
                aria-describedby={field['aria-describedby']}
                aria-invalid={field['aria-invalid']}
              />
            );
          })}
        </RadixSlider.Root>
        {marks && marks.length > 0 && (
          <div className="nada-slider__marks" aria-hidden="true">
            {marks.map((mark) => (
              <span
                key={mark.value}
                className="nada-slider__mark"
                style={{'--_at': (mark.value - min) / (max - min)} as CSSProperties}
              >
                {mark.label}
              </span>
            ))}
          </div>
        )}
      </div>
    </div>
  );
});
