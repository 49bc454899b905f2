import {DropdownMenu as RadixDropdownMenu} from 'radix-ui';
import {forwardRef} from 'react';
import type {ReactNode} from 'react';
import {Icon, type IconData, checkIcon, chevronRightIcon} from '../icon';

/** Colour of a menu item; `danger` is for destructive commands like delete. */
export type DropdownMenuItemTone = 'default' | 'danger';

function classes(base: string, className: string | undefined): string {
  return [base, className].filter(Boolean).join(' ');
}

/** Props of {@link DropdownMenu}. */
export type DropdownMenuProps = RadixDropdownMenu.DropdownMenuProps;

/** A menu of commands opened from a button: open/defaultOpen/onOpenChange, controlled or uncontrolled. */
export const DropdownMenu = RadixDropdownMenu.Root;

/** Props of {@link DropdownMenuTrigger}. */
export type DropdownMenuTriggerProps = RadixDropdownMenu.DropdownMenuTriggerProps;

/** The button that opens the menu; pass `asChild` to use a Button or IconButton. */
export const DropdownMenuTrigger = RadixDropdownMenu.Trigger;

/** Props of {@link DropdownMenuContent}. */
export type DropdownMenuContentProps = RadixDropdownMenu.DropdownMenuContentProps;

/** The floating list of items, kept inside the viewport. */
export const DropdownMenuContent = forwardRef<HTMLDivElement, DropdownMenuContentProps>(
  function DropdownMenuContent(
    {className, sideOffset = 6, collisionPadding = 8, align = 'start', ...props},
    ref,
  ) {
    return (
      <RadixDropdownMenu.Portal>
        <RadixDropdownMenu.Content
          ref={ref}
          className={classes('nada-dropdown-menu__content', className)}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          align={align}
          {...props}
        />
      </RadixDropdownMenu.Portal>
    );
  },
);

/** Props of {@link DropdownMenuItem}. */
export interface DropdownMenuItemProps extends RadixDropdownMenu.DropdownMenuItemProps {
  /** Icon before the label. */
  icon?: IconData;
  /** Keyboard shortcut shown at the end of the item and set as aria-keyshortcuts, such as "Control+D"; not bound here. */
  shortcut?: string;
  /** Colour of the item. @default 'default' */
  tone?: DropdownMenuItemTone;
}

/** A command in the menu; `onSelect` runs it and closes the menu. */
export const DropdownMenuItem = forwardRef<HTMLDivElement, DropdownMenuItemProps>(function DropdownMenuItem(
  {icon, shortcut, tone = 'default', className, children, ...props},
  ref,
) {
  return (
    <RadixDropdownMenu.Item
      ref={ref}
      className={classes('nada-dropdown-menu__item', className)}
      data-tone={tone}
      aria-keyshortcuts={shortcut}
      {...props}
    >
      {icon && <Icon icon={icon} className="nada-dropdown-menu__icon" />}
      <span className="nada-dropdown-menu__label">{children}</span>
      {shortcut && (
        // Announced through aria-keyshortcuts, so the item's name stays its label alone.
        <kbd className="nada-dropdown-menu__shortcut" aria-hidden>
          {shortcut}
        </kbd>
      )}
    </RadixDropdownMenu.Item>
  );
});

/** Props of {@link DropdownMenuCheckboxItem}. */
export type DropdownMenuCheckboxItemProps = RadixDropdownMenu.DropdownMenuCheckboxItemProps;

/** An item that toggles a setting on and off: checked/onCheckedChange. */
export const DropdownMenuCheckboxItem = forwardRef<HTMLDivElement, DropdownMenuCheckboxItemProps>(
  function DropdownMenuCheckboxItem({className, children, ...props}, ref) {
    return (
      <RadixDropdownMenu.CheckboxItem
        ref={ref}
        className={classes('nada-dropdown-menu__item', className)}
        {...props}
      >
        <span className="nada-dropdown-menu__indicator">
          <RadixDropdownMenu.ItemIndicator>
            <Icon icon={checkIcon} />
          </RadixDropdownMenu.ItemIndicator>
        </span>
        <span className="nada-dropdown-menu__label">{children}</span>
      </RadixDropdownMenu.CheckboxItem>
    );
  },
);

/** Props of {@link DropdownMenuRadioGroup}. */
export type DropdownMenuRadioGroupProps = RadixDropdownMenu.DropdownMenuRadioGroupProps;

/** A set of radio items of which one is chosen: value/onValueChange. */
export const DropdownMenuRadioGroup = RadixDropdownMenu.RadioGroup;

/** Props of {@link DropdownMenuRadioItem}. */
export type DropdownMenuRadioItemProps = RadixDropdownMenu.DropdownMenuRadioItemProps;

/** One choice inside a {@link DropdownMenuRadioGroup}. */
export const DropdownMenuRadioItem = forwardRef<HTMLDivElement, DropdownMenuRadioItemProps>(
  function DropdownMenuRadioItem({className, children, ...props}, ref) {
    return (
      <RadixDropdownMenu.RadioItem
        ref={ref}
        className={classes('nada-dropdown-menu__item', className)}
        {...props}
      >
        <span className="nada-dropdown-menu__indicator">
          <RadixDropdownMenu.ItemIndicator className="nada-dropdown-menu__dot" />
        </span>
        <span className="nada-dropdown-menu__label">{children}</span>
      </RadixDropdownMenu.RadioItem>
    );
  },
);

/** Props of {@link DropdownMenuLabel}. */
export type DropdownMenuLabelProps = RadixDropdownMenu.DropdownMenuLabelProps;

/** A small heading above a group of items; not selectable. */
export const DropdownMenuLabel = forwardRef<HTMLDivElement, DropdownMenuLabelProps>(
  function DropdownMenuLabel({className, ...props}, ref) {
    return (
      <RadixDropdownMenu.Label
        ref={ref}
        className={classes('nada-dropdown-menu__group-label', className)}
        {...props}
      />
    );
  },
);

/** Props of {@link DropdownMenuSeparator}. */
export type DropdownMenuSeparatorProps = RadixDropdownMenu.DropdownMenuSeparatorProps;

/** A thin line between groups of items. */
export const DropdownMenuSeparator = forwardRef<HTMLDivElement, DropdownMenuSeparatorProps>(
  function DropdownMenuSeparator({className, ...props}, ref) {
    return (
      <RadixDropdownMenu.Separator
        ref={ref}
        className={classes('nada-dropdown-menu__separator', className)}
        {...props}
      />
    );
  },
);

/** Props of {@link DropdownMenuSub}. */
export type DropdownMenuSubProps = RadixDropdownMenu.DropdownMenuSubProps;

/** Holds a submenu: a {@link DropdownMenuSubTrigger} and its {@link DropdownMenuSubContent}. */
export const DropdownMenuSub = RadixDropdownMenu.Sub;

/** Props of {@link DropdownMenuSubTrigger}. */
export interface DropdownMenuSubTriggerProps extends RadixDropdownMenu.DropdownMenuSubTriggerProps {
  /** Icon before the label. */
  icon?: IconData;
  children?: ReactNode;
}

/** The item that opens a submenu, with ArrowRight or a hover. */
export const DropdownMenuSubTrigger = forwardRef<HTMLDivElement, DropdownMenuSubTriggerProps>(
  function DropdownMenuSubTrigger({icon, className, children, ...props}, ref) {
    return (
      <RadixDropdownMenu.SubTrigger
        ref={ref}
        className={classes('nada-dropdown-menu__item', className)}
        {...props}
      >
        {icon && <Icon icon={icon} className="nada-dropdown-menu__icon" />}
        <span className="nada-dropdown-menu__label">{children}</span>
        <Icon icon={chevronRightIcon} className="nada-dropdown-menu__chevron" />
      </RadixDropdownMenu.SubTrigger>
    );
  },
);

/** Props of {@link DropdownMenuSubContent}. */
export type DropdownMenuSubContentProps = RadixDropdownMenu.DropdownMenuSubContentProps;

/** The floating list of a submenu. */
export const DropdownMenuSubContent = forwardRef<HTMLDivElement, DropdownMenuSubContentProps>(
  function DropdownMenuSubContent({className, sideOffset = 4, collisionPadding = 8, ...props}, ref) {
    return (
      <RadixDropdownMenu.Portal>
        <RadixDropdownMenu.SubContent
          ref={ref}
          className={classes('nada-dropdown-menu__content', className)}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          {...props}
        />
      </RadixDropdownMenu.Portal>
    );
  },
);
