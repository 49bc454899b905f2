import type {SVGProps} from 'react';
import type {IconData} from './generated';

/** Props of {@link Icon}. */
export interface IconProps extends Omit<
  SVGProps<SVGSVGElement>,
  'name' | 'width' | 'height' | 'viewBox' | 'ref' | 'children' | 'dangerouslySetInnerHTML'
> {
  /** Which bundled icon to draw: one of the `…Icon` exports (`playIcon`), imported by name so a bundle carries only the icons it draws. */
  icon: IconData;
  /** Text for screen readers; without it the icon is decorative and hidden from them. */
  label?: string;
  /** Edge length in CSS pixels or any CSS length. @default '1.25em' */
  size?: number | string;
}

/**
 * A bundled Phosphor icon drawn inline as SVG: no icon library at runtime, no network request,
 * rendered on the server too. The bodies are generated from @iconify-json/ph (scripts/generate-icons.mjs).
 */
export function Icon({icon, label, size = '1.25em', className, ...props}: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={`0 0 ${icon.width} ${icon.height}`}
      className={['nada-icon', className].filter(Boolean).join(' ')}
      data-icon={icon.name}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...props}
      // The body comes from the generated icon set in this package, never from user input.
      dangerouslySetInnerHTML={{__html: icon.body}}
    />
  );
}
