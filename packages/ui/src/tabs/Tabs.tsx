import {Tabs as RadixTabs} from 'radix-ui';
import {forwardRef} from 'react';
import {useIntl} from 'react-intl';
import {Icon, type IconData} from '../icon';

/** Look of a tab list: a line under the chosen tab, or a filled pill in a track. */
export type TabsListVariant = 'underline' | 'pills';

function classes(base: string, className: string | undefined): string {
  return [base, className].filter(Boolean).join(' ');
}

/** Props of {@link Tabs}. */
export type TabsProps = RadixTabs.TabsProps;

/** Switches between panels of content: value/defaultValue/onValueChange, controlled or uncontrolled. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs({className, ...props}, ref) {
  return <RadixTabs.Root ref={ref} className={classes('nada-tabs', className)} {...props} />;
});

/** Props of {@link TabsList}. */
export interface TabsListProps extends RadixTabs.TabsListProps {
  /** Look of the list. @default 'underline' */
  variant?: TabsListVariant;
}

/** The row of tabs; arrow keys move between them, and it scrolls sideways when it does not fit. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  {variant = 'underline', className, ...props},
  ref,
) {
  return (
    <RadixTabs.List
      ref={ref}
      className={classes('nada-tabs__list', className)}
      data-variant={variant}
      {...props}
    />
  );
});

/** Props of {@link TabsTrigger}. */
export interface TabsTriggerProps extends RadixTabs.TabsTriggerProps {
  /** Icon before the label. */
  icon?: IconData;
  /** A count after the label, such as the number of songs in the panel. */
  badge?: number;
}

/** One tab; `value` ties it to the {@link TabsContent} with the same value. */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  {icon, badge, className, children, ...props},
  ref,
) {
  const intl = useIntl();
  return (
    <RadixTabs.Trigger ref={ref} className={classes('nada-tabs__trigger', className)} {...props}>
      {icon && <Icon icon={icon} />}
      <span className="nada-tabs__label">{children}</span>
      {badge !== undefined && (
        <>
          {' '}
          <span className="nada-tabs__badge">{intl.formatNumber(badge)}</span>
        </>
      )}
    </RadixTabs.Trigger>
  );
});

/** Props of {@link TabsContent}. */
export type TabsContentProps = RadixTabs.TabsContentProps;

/** The panel shown while its tab is chosen. */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  {className, ...props},
  ref,
) {
  return <RadixTabs.Content ref={ref} className={classes('nada-tabs__content', className)} {...props} />;
});
