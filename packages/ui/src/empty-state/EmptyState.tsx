import {forwardRef} from 'react';
import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import {Icon, musicIcon, type IconData} from '../icon';

/** Room an empty state takes: a whole page section, or a panel or list. */
export type EmptyStateSize = 'compact' | 'regular';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Decorative icon above the title. @default musicIcon */
  icon?: IconData;
  /** What is empty, in a few words. */
  title: ReactNode;
  /** Heading level of the title that fits the page outline. @default 'h2' */
  titleAs?: 'h1' | 'h2' | 'h3' | 'h4' | 'p';
  /** One or two sentences on why, and what to do next. */
  description?: ReactNode;
  /** The way forward: usually one Button. */
  action?: ReactNode;
  /** Room it takes. @default 'regular' */
  size?: EmptyStateSize;
}

/** What a list, page or search shows when it has nothing to show, and how to move on. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  {
    icon = musicIcon,
    title,
    titleAs: Title = 'h2',
    description,
    action,
    size = 'regular',
    className,
    ...props
  },
  ref,
) {
  return (
    <div
      ref={ref}
      className={['nada-empty-state', className].filter(Boolean).join(' ')}
      data-size={size}
      {...props}
    >
      <div className="nada-empty-state__art" aria-hidden>
        <Icon icon={icon} className="nada-empty-state__icon" />
      </div>
      <div className="nada-empty-state__text">
        <Title className="nada-empty-state__title">{title}</Title>
        {description && <p className="nada-empty-state__description">{description}</p>}
      </div>
      {action && <div className="nada-empty-state__action">{action}</div>}
    </div>
  );
});
