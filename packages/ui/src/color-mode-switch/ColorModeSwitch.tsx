import {forwardRef, useId} from 'react';
import type {HTMLAttributes} from 'react';
import {useIntl} from 'react-intl';
import type {TypedMessage} from '../i18n';
import {Icon, type IconData, moonIcon, sunIcon, systemIcon} from '../icon';
import {messages} from '../messages';
import {parseColorModePreference, useTheme, type ColorModePreference} from '../theme';

/** Look of the switch: icons with labels, or icons alone for a toolbar. */
export type ColorModeSwitchVariant = 'segmented' | 'compact';

/** Props of {@link ColorModeSwitch}. */
export interface ColorModeSwitchProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'defaultValue' | 'onChange'
> {
  /** Icons with labels, or icons alone (the labels become their accessible names). @default 'segmented' */
  variant?: ColorModeSwitchVariant;
  /** Shows the mode but does not let it change. */
  disabled?: boolean;
}

const options = [
  {mode: 'system', icon: systemIcon, label: messages.colorModeSystem},
  {mode: 'light', icon: sunIcon, label: messages.colorModeLight},
  {mode: 'dark', icon: moonIcon, label: messages.colorModeDark},
] as const satisfies readonly {
  mode: ColorModePreference;
  icon: IconData;
  label: TypedMessage;
}[];

/**
 * Picks the colour mode (system, light or dark) of the surrounding ThemeProvider and stores it.
 * Three native radio buttons: the browser gives the arrow keys, Space and one tab stop for free,
 * with no script of its own on the page.
 */
export const ColorModeSwitch = forwardRef<HTMLDivElement, ColorModeSwitchProps>(function ColorModeSwitch(
  {variant = 'segmented', disabled = false, className, ...props},
  ref,
) {
  const intl = useIntl();
  const {mode, setMode} = useTheme();
  const name = useId();
  const compact = variant === 'compact';
  return (
    <div
      ref={ref}
      role="radiogroup"
      className={['nada-color-mode-switch', className].filter(Boolean).join(' ')}
      aria-label={intl.formatMessage(messages.colorModeLabel)}
      aria-disabled={disabled || undefined}
      data-variant={variant}
      data-mode={mode}
      data-disabled={disabled ? '' : undefined}
      {...props}
    >
      {options.map((option) => {
        const label = intl.formatMessage(option.label);
        const checked = mode === option.mode;
        return (
          <label
            key={option.mode}
            className="nada-color-mode-switch__item"
            data-state={checked ? 'checked' : 'unchecked'}
            data-disabled={disabled ? '' : undefined}
            title={compact ? label : undefined}
          >
            <input
              type="radio"
              className="nada-color-mode-switch__input"
              name={name}
              value={option.mode}
              checked={checked}
              disabled={disabled}
              aria-label={compact ? label : undefined}
              onChange={(event) => setMode(parseColorModePreference(event.currentTarget.value))}
            />
            <Icon icon={option.icon} />
            {!compact && <span className="nada-color-mode-switch__label">{label}</span>}
          </label>
        );
      })}
    </div>
  );
});
