import {Progress as RadixProgress} from 'radix-ui';
import {forwardRef, useId} from 'react';
import type {ComponentPropsWithoutRef, CSSProperties, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {messages} from '../messages';

/** Thickness of a progress bar. */
export type ProgressSize = 'sm' | 'md';

/** Colour of the fill: the brand gradient, or the colour of a finished or failed task. */
export type ProgressTone = 'primary' | 'success' | 'danger';

/** Props of {@link Progress}. */
export interface ProgressProps extends Omit<ComponentPropsWithoutRef<typeof RadixProgress.Root>, 'children'> {
  /** Visible name of the task, also the accessible name of the bar. */
  label: ReactNode;
  /** Hides the label and the percentage visually; screen readers still get both. @default false */
  hideLabel?: boolean;
  /** Thickness. @default 'md' */
  size?: ProgressSize;
  /** Colour of the fill. @default 'primary' */
  tone?: ProgressTone;
}

/** A bar showing how far a task has come (value 0..max), or that it runs with no known end (value null). */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  {
    label,
    hideLabel = false,
    size = 'md',
    tone = 'primary',
    value = null,
    max = 100,
    getValueLabel,
    className,
    ...props
  },
  ref,
) {
  const intl = useIntl();
  const labelId = useId();
  const determinate = typeof value === 'number';
  const current = determinate ? Math.min(Math.max(value, 0), max) : null;
  const formatValue =
    getValueLabel ??
    ((done: number, total: number) => intl.formatMessage(messages.progressValue, {value: done / total}));
  // The fill stays full width and is clipped, so the gradient belongs to the track, as on a VU meter.
  const fillStyle =
    current === null ? undefined : ({'--_value': `${(current / max) * 100}%`} as CSSProperties);
  return (
    <RadixProgress.Root
      ref={ref}
      className={['nada-progress', className].filter(Boolean).join(' ')}
      value={current}
      max={max}
      getValueLabel={formatValue}
      aria-labelledby={labelId}
      data-size={size}
      data-tone={tone}
      {...props}
    >
      <div
        className={['nada-progress__header', hideLabel && 'nada-visually-hidden'].filter(Boolean).join(' ')}
      >
        <span id={labelId} className="nada-progress__label">
          {label}
        </span>
        {current !== null && (
          <span className="nada-progress__value" aria-hidden>
            {formatValue(current, max)}
          </span>
        )}
      </div>
      <div className="nada-progress__track">
        <RadixProgress.Indicator className="nada-progress__fill" style={fillStyle} />
      </div>
    </RadixProgress.Root>
  );
});
