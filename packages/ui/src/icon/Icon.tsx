import {Icon as IconifyIcon, type IconProps as IconifyProps} from '@iconify/react';
import {icons} from './icons.generated';

/** Names of the icons bundled with @nada/ui. */
export type IconName = keyof typeof icons;

/** Props of {@link Icon}. */
export interface IconProps extends Omit<IconifyProps, 'icon' | 'ssr' | 'width' | 'height' | 'ref'> {
  /** Which bundled icon to draw. */
  name: IconName;
  /** Text for screen readers; without it the icon is decorative and hidden from them. */
  label?: string;
  /** Edge length in CSS pixels or any CSS length. @default '1.25em' */
  size?: number | string;
}

/** A bundled Phosphor icon drawn inline as SVG: no network request, rendered on the server too. */
export function Icon({name, label, size = '1.25em', className, ...props}: IconProps) {
  return (
    <IconifyIcon
      ssr
      icon={icons[name]}
      width={size}
      height={size}
      className={['nada-icon', className].filter(Boolean).join(' ')}
      data-icon={name}
      role={label ? 'img' : undefined}
      aria-label={label}
      // Iconify hides every icon unless told otherwise; a labelled icon must stay visible to screen readers.
      aria-hidden={label ? false : true}
      focusable="false"
      {...props}
    />
  );
}
