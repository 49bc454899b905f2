import {Slot, VisuallyHidden} from 'radix-ui';
import {forwardRef} from 'react';
import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {Icon, type IconData, arrowRightIcon} from '../icon';
import {messages} from '../messages';

/** How a link presents itself: underlined in running text, a bold stand-alone action, or quiet. */
export type LinkVariant = 'inline' | 'standalone' | 'subtle';

/** Props of {@link Link}. */
export interface LinkProps extends ComponentPropsWithoutRef<'a'> {
  /** Presentation. @default 'inline' */
  variant?: LinkVariant;
  /** Icon before the text. */
  iconStart?: IconData;
  /** Icon after the text. */
  iconEnd?: IconData;
  /** Opens in a new tab with `rel="noopener noreferrer"`, marked by an icon and screen-reader text. @default false */
  external?: boolean;
  /** Renders its only child (a router link, say) with the link's look and content instead of an `<a>`. @default false */
  asChild?: boolean;
  children?: ReactNode;
}

/** A navigation link; wrap the app's router link with `asChild`. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    variant = 'inline',
    iconStart,
    iconEnd,
    external = false,
    asChild = false,
    className,
    children,
    target,
    rel,
    ...props
  },
  ref,
) {
  const intl = useIntl();
  const Component = asChild ? Slot.Root : 'a';
  const text = asChild ? <Slot.Slottable>{children}</Slot.Slottable> : children;
  return (
    <Component
      ref={ref}
      className={['nada-link', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-external={external ? '' : undefined}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      {...props}
    >
      {iconStart && <Icon icon={iconStart} className="nada-link__icon" />}
      {text}
      {iconEnd && <Icon icon={iconEnd} className="nada-link__icon nada-link__icon-end" />}
      {external && (
        <>
          <Icon icon={arrowRightIcon} className="nada-link__external-icon" />
          <VisuallyHidden.Root>{` ${intl.formatMessage(messages.linkExternal)}`}</VisuallyHidden.Root>
        </>
      )}
    </Component>
  );
});
