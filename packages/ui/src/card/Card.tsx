import {Slot} from 'radix-ui';
import {forwardRef} from 'react';
import type {ComponentPropsWithoutRef} from 'react';

/** Surface of a card: lifted by a shadow, drawn with a border, or set into the page. */
export type CardVariant = 'elevated' | 'outlined' | 'sunken';

/** Inner spacing of a card. */
export type CardPadding = 'sm' | 'md' | 'lg';

function cx(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** Props of {@link Card}. */
export interface CardProps extends ComponentPropsWithoutRef<'div'> {
  /** Surface. @default 'elevated' */
  variant?: CardVariant;
  /** Inner spacing. @default 'md' */
  padding?: CardPadding;
  /** Lifts on hover and shows a focus ring: use with `asChild` and a link so the whole card is one target. @default false */
  interactive?: boolean;
  /** Renders its only child (a link, an article…) with the card's look instead of a `<div>`. @default false */
  asChild?: boolean;
}

/** A rounded surface grouping one piece of content: a song, a plan, a setting. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  {variant = 'elevated', padding = 'md', interactive = false, asChild = false, className, ...props},
  ref,
) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      ref={ref}
      className={cx('nada-card', className)}
      data-variant={variant}
      data-padding={padding}
      data-interactive={interactive ? '' : undefined}
      {...props}
    />
  );
});

/** Props of {@link CardMedia}. */
export type CardMediaProps = ComponentPropsWithoutRef<'div'>;

/** Cover art or a picture that bleeds to the card's top and side edges; put it first in the card. */
export const CardMedia = forwardRef<HTMLDivElement, CardMediaProps>(function CardMedia(
  {className, ...props},
  ref,
) {
  return <div ref={ref} className={cx('nada-card__media', className)} {...props} />;
});

/** Props of {@link CardHeader}. */
export type CardHeaderProps = ComponentPropsWithoutRef<'div'>;

/** The top of a card: its title, description and any badge. */
export const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(function CardHeader(
  {className, ...props},
  ref,
) {
  return <div ref={ref} className={cx('nada-card__header', className)} {...props} />;
});

/** Props of {@link CardTitle}. */
export interface CardTitleProps extends ComponentPropsWithoutRef<'h3'> {
  /** Heading level that fits the page outline. @default 'h3' */
  as?: 'h2' | 'h3' | 'h4';
}

/** The card's heading. */
export const CardTitle = forwardRef<HTMLHeadingElement, CardTitleProps>(function CardTitle(
  {as: Heading = 'h3', className, ...props},
  ref,
) {
  return <Heading ref={ref} className={cx('nada-card__title', className)} {...props} />;
});

/** Props of {@link CardDescription}. */
export type CardDescriptionProps = ComponentPropsWithoutRef<'p'>;

/** A muted line or two under the title. */
export const CardDescription = forwardRef<HTMLParagraphElement, CardDescriptionProps>(
  function CardDescription({className, ...props}, ref) {
    return <p ref={ref} className={cx('nada-card__description', className)} {...props} />;
  },
);

/** Props of {@link CardContent}. */
export type CardContentProps = ComponentPropsWithoutRef<'div'>;

/** The body of a card. */
export const CardContent = forwardRef<HTMLDivElement, CardContentProps>(function CardContent(
  {className, ...props},
  ref,
) {
  return <div ref={ref} className={cx('nada-card__content', className)} {...props} />;
});

/** Props of {@link CardFooter}. */
export type CardFooterProps = ComponentPropsWithoutRef<'div'>;

/** The bottom row of a card, usually its actions. */
export const CardFooter = forwardRef<HTMLDivElement, CardFooterProps>(function CardFooter(
  {className, ...props},
  ref,
) {
  return <div ref={ref} className={cx('nada-card__footer', className)} {...props} />;
});
