import {forwardRef} from 'react';
import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {messages} from '../messages';

/** Form of a placeholder: lines of text, a circle (an avatar or cover) or a rectangle. */
export type SkeletonShape = 'text' | 'circle' | 'rect';

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Form of the placeholder. @default 'text' */
  shape?: SkeletonShape;
  /** Number of text lines; the last of several is shorter, as a paragraph ends. @default 1 */
  lines?: number;
  /** Width in px or any CSS length; a circle uses it as its diameter. @default '100%' (40 px for a circle) */
  width?: number | string;
  /** Height in px or any CSS length; ignored for text, which takes the line height. @default width for a circle, 96 px for a rect */
  height?: number | string;
}

function toLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/** A shimmering placeholder for content that is still loading; hidden from screen readers (wrap it in SkeletonGroup). */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  {shape = 'text', lines = 1, width, height, className, style, ...props},
  ref,
) {
  const defaultWidth = shape === 'circle' ? '40px' : '100%';
  const resolvedWidth = toLength(width) ?? defaultWidth;
  const resolvedHeight =
    shape === 'text' ? undefined : (toLength(height) ?? (shape === 'circle' ? resolvedWidth : '96px'));
  const lineCount = Math.max(1, Math.floor(lines));
  return (
    <div
      ref={ref}
      aria-hidden
      className={['nada-skeleton', className].filter(Boolean).join(' ')}
      data-shape={shape}
      style={{width: resolvedWidth, height: resolvedHeight, ...style}}
      {...props}
    >
      {shape === 'text' &&
        Array.from({length: lineCount}, (_, index) => <span key={index} className="nada-skeleton__line" />)}
    </div>
  );
});

/** Props of {@link SkeletonGroup}. */
export interface SkeletonGroupProps extends ComponentPropsWithoutRef<'div'> {
  /** Text screen readers get instead of the placeholders. @default messages.loading ("Loading…") */
  label?: string;
  children?: ReactNode;
}

/** Wraps the skeletons standing in for one piece of content: marks it busy and tells screen readers it is loading. */
export const SkeletonGroup = forwardRef<HTMLDivElement, SkeletonGroupProps>(function SkeletonGroup(
  {label, className, children, ...props},
  ref,
) {
  const intl = useIntl();
  return (
    <div
      ref={ref}
      aria-busy
      className={['nada-skeleton-group', className].filter(Boolean).join(' ')}
      {...props}
    >
      <span className="nada-visually-hidden">{label ?? intl.formatMessage(messages.loading)}</span>
      {children}
    </div>
  );
});
