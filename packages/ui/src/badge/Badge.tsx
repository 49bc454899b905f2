import {forwardRef} from 'react';
import type {ComponentPropsWithoutRef} from 'react';
import {Icon, type IconData} from '../icon';

/** Meaning of a badge's colour. */
export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger';

/** A tinted badge, or a filled one for more weight. */
export type BadgeVariant = 'soft' | 'solid';

/** Size of a badge's text. */
export type BadgeSize = 'sm' | 'md';

/** Props of {@link Badge}. */
export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Meaning of the colour. @default 'neutral' */
  tone?: BadgeTone;
  /** Tinted or filled. @default 'soft' */
  variant?: BadgeVariant;
  /** Size of the text. @default 'md' */
  size?: BadgeSize;
  /** Decorative icon before the text. */
  icon?: IconData;
  /** Shows a status dot before the text (a live job, an online user). @default false */
  dot?: boolean;
}

/** A short status or category label: "Premium", "Processing", "New". */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  {tone = 'neutral', variant = 'soft', size = 'md', icon, dot = false, className, children, ...props},
  ref,
) {
  return (
    <span
      ref={ref}
      className={['nada-badge', className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-variant={variant}
      data-size={size}
      {...props}
    >
      {dot && <span className="nada-badge__dot" aria-hidden />}
      {icon && <Icon icon={icon} className="nada-badge__icon" />}
      {children}
    </span>
  );
});
