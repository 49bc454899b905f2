import {Slider as RadixSlider} from 'radix-ui';
import {forwardRef, useId, useState, useSyncExternalStore} from 'react';
import type {CSSProperties, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {useFieldControl} from '../field/useFieldControl';

const noSubscription = () => () => {};

/**
 * False in a server render and while the browser hydrates it, true from then on (and at once in a
 * render that starts in the browser): Radix draws a thumb only once it has measured it, so the
 * server's HTML (a page hydrated late, or not at all) would show none.
 */
function useDrawnInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

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
  const inBrowser = useDrawnInBrowser();
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
            if (!inBrowser)
              return (
                <ServerThumb
                  key={index}
                  percent={percentOf(thumbValue, min, max)}
                  vertical={orientation === 'vertical'}
                />
              );
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

/** Where a value sits between `min` and `max`, in percent. */
function percentOf(value: number, min: number, max: number): number {
  return max === min ? 0 : ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100;
}

/**
 * A thumb as the server draws it, where Radix will: at the value's percent, kept inside the track
 * by half a thumb at the ends (Radix's `getThumbInBoundsOffset`). Only a picture: the slider's
 * thumbs with their roles replace it once the browser has hydrated the page.
 */
function ServerThumb({percent, vertical}: {percent: number; vertical: boolean}) {
  const at = `calc(${percent}% + var(--_thumb) / 2 * ${1 - percent / 50})`;
  return (
    <span
      aria-hidden="true"
      style={{
        position: 'absolute',
        transform: 'var(--radix-slider-thumb-transform)',
        ...(vertical ? {bottom: at} : {left: at}),
      }}
    >
      <span className="nada-slider__thumb" />
    </span>
  );
}
