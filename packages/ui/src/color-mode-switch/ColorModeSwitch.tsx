import {RadioGroup as RadixRadioGroup} from 'radix-ui';
import {forwardRef} from 'react';
import type {ComponentPropsWithoutRef} from 'react';
import {useIntl} from 'react-intl';
import {Icon, type IconName} from '../icon';
import {messages} from '../messages';
import {parseColorModePreference, useTheme, type ColorModePreference} from '../theme';

/** Look of the switch: icons with labels, or icons alone for a toolbar. */
export type ColorModeSwitchVariant = 'segmented' | 'compact';

/** Props of {@link ColorModeSwitch}. */
export interface ColorModeSwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'children' | 'orientation'
> {
  /** Icons with labels, or icons alone (the labels become their accessible names). @default 'segmented' */
  variant?: ColorModeSwitchVariant;
}

const options = [
  {mode: 'system', icon: 'system', label: messages.colorModeSystem},
  {mode: 'light', icon: 'sun', label: messages.colorModeLight},
  {mode: 'dark', icon: 'moon', label: messages.colorModeDark},
] as const satisfies readonly {
  mode: ColorModePreference;
  icon: IconName;
  label: typeof messages.colorModeSystem;
}[];

/** Picks the colour mode (system, light or dark) of the surrounding ThemeProvider and stores it. */
export const ColorModeSwitch = forwardRef<HTMLDivElement, ColorModeSwitchProps>(function ColorModeSwitch(
  {variant = 'segmented', className, ...props},
  ref,
) {
  const intl = useIntl();
  const {mode, setMode} = useTheme();
  const compact = variant === 'compact';
  return (
    <RadixRadioGroup.Root
      ref={ref}
      className={['nada-color-mode-switch', className].filter(Boolean).join(' ')}
      aria-label={intl.formatMessage(messages.colorModeLabel)}
      orientation="horizontal"
      value={mode}
      onValueChange={(value) => setMode(parseColorModePreference(value))}
      data-variant={variant}
      data-mode={mode}
      {...props}
    >
      {options.map((option) => {
        const label = intl.formatMessage(option.label);
        return (
          <RadixRadioGroup.Item
            key={option.mode}
            value={option.mode}
            className="nada-color-mode-switch__item"
            aria-label={compact ? label : undefined}
            title={compact ? label : undefined}
          >
            <Icon name={option.icon} />
            {!compact && <span className="nada-color-mode-switch__label">{label}</span>}
          </RadixRadioGroup.Item>
        );
      })}
    </RadixRadioGroup.Root>
  );
});
