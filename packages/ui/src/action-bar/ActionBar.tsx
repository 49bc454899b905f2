import {DropdownMenu as RadixDropdownMenu} from 'radix-ui';
import {cloneElement, forwardRef, useRef} from 'react';
import type {ComponentPropsWithoutRef, ReactElement, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {Button, type ButtonSize} from '../button';
import {DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger} from '../dropdown-menu';
import {Icon, type IconData, moreIcon} from '../icon';
import {messages} from '../messages';

/** Whether an action stays on the bar at every width (`primary`) or moves into "More" when the bar is narrow. */
export type ActionBarPriority = 'primary' | 'secondary';

/**
 * Container width below which the secondary actions move into the "More" menu: `sm` 30rem, `md`
 * 40rem, `lg` 48rem; `always` keeps them in the menu and `never` on the bar.
 */
export type ActionBarCollapse = 'sm' | 'md' | 'lg' | 'always' | 'never';

/** One action of an {@link ActionBar}: a button (`onSelect`) or a link (`link`). */
export interface ActionBarAction {
  /** Stable key of the action. */
  id: string;
  /** Visible label, on the bar and in the menu alike. */
  label: ReactNode;
  /** Icon before the label. */
  icon?: IconData;
  /** Whether it stays on the bar when the bar is narrow. @default 'secondary' */
  priority?: ActionBarPriority;
  /** Runs the action, from the bar's button or the menu's item. */
  onSelect?: () => void;
  /** Makes the action a link: an element such as a router `<Link to>` or an `<a href>`, whose children become the label. */
  link?: ReactElement<{children?: ReactNode}>;
  /** `danger` marks destructive actions such as delete. @default 'default' */
  tone?: 'default' | 'danger';
  /** Shows the action unavailable. @default false */
  disabled?: boolean;
  /** Names the kind of popup the action opens (`dialog` for a confirmation), announced on the button and item. */
  haspopup?: 'dialog' | 'menu';
}

/** Props of {@link ActionBar}. */
export interface ActionBarProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The actions, most important first; the order is kept on the bar and in the menu. */
  actions: readonly ActionBarAction[];
  /** Height of the buttons. @default 'md' */
  size?: Exclude<ButtonSize, 'lg'>;
  /** When the secondary actions move into "More" (the bar's own width, not the window's). @default 'md' */
  collapse?: ActionBarCollapse;
  /** Label of the overflow menu's button. @default "More" from @nada/ui's messages */
  moreLabel?: string;
  /** Whether the "More" menu is open, when controlled. */
  menuOpen?: boolean;
  /** Whether the "More" menu starts open. @default false */
  defaultMenuOpen?: boolean;
  /** Called when the "More" menu opens or closes. */
  onMenuOpenChange?: (open: boolean) => void;
}

function linkWith(link: ReactElement<{children?: ReactNode}>, content: ReactNode) {
  return cloneElement(link, undefined, content);
}

/**
 * A row of actions for one thing (a result, a history entry): every action has the same look, the
 * primary ones stay on the bar and, when the bar itself is narrow, the others move into a "More"
 * menu (Radix DropdownMenu, so arrow keys, Home/End, typeahead and Escape work). The row never wraps.
 */
export const ActionBar = forwardRef<HTMLDivElement, ActionBarProps>(function ActionBar(
  {
    actions,
    size = 'md',
    collapse = 'md',
    moreLabel,
    menuOpen,
    defaultMenuOpen,
    onMenuOpenChange,
    className,
    ...props
  },
  ref,
) {
  const intl = useIntl();
  // A menu item's action runs once the menu has closed and given focus back to "More": a dialog or
  // an editor it opens then keeps the focus (the menu's closing would take it back), and a dialog
  // returns it to "More" when it closes.
  const pendingAction = useRef<(() => void) | null>(null);
  const overflow = actions.filter((action) => (action.priority ?? 'secondary') === 'secondary');
  const hasMenu = collapse !== 'never' && overflow.length > 0;
  return (
    <div
      ref={ref}
      role="group"
      className={['nada-action-bar', className].filter(Boolean).join(' ')}
      data-collapse={collapse}
      data-size={size}
      {...props}
    >
      <div className="nada-action-bar__row">
        {actions.map((action) => {
          const priority = action.priority ?? 'secondary';
          const common = {
            variant: 'secondary',
            size,
            className: 'nada-action-bar__action',
            'data-action': action.id,
            'data-priority': priority,
            'data-tone': action.tone ?? 'default',
            'aria-haspopup': action.haspopup,
          } as const;
          if (action.link)
            return (
              <Button key={action.id} asChild {...common} disabled={action.disabled}>
                {linkWith(
                  action.link,
                  <>
                    {action.icon && <Icon icon={action.icon} />}
                    <span className="nada-button__label">{action.label}</span>
                  </>,
                )}
              </Button>
            );
          return (
            <Button
              key={action.id}
              {...common}
              iconStart={action.icon}
              disabled={action.disabled}
              onClick={action.onSelect}
            >
              {action.label}
            </Button>
          );
        })}
        {hasMenu && (
          // Not modal: an item may open a dialog, which then owns focus and the pointer.
          <DropdownMenu
            modal={false}
            open={menuOpen}
            defaultOpen={defaultMenuOpen}
            onOpenChange={onMenuOpenChange}
          >
            <DropdownMenuTrigger asChild>
              <Button variant="secondary" size={size} iconStart={moreIcon} className="nada-action-bar__more">
                {moreLabel ?? intl.formatMessage(messages.more)}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent
              align="end"
              onCloseAutoFocus={() => {
                const run = pendingAction.current;
                pendingAction.current = null;
                if (run) requestAnimationFrame(run);
              }}
            >
              {overflow.map((action) =>
                action.link ? (
                  <RadixDropdownMenu.Item
                    key={action.id}
                    asChild
                    disabled={action.disabled}
                    className="nada-dropdown-menu__item"
                    data-tone={action.tone ?? 'default'}
                  >
                    {linkWith(
                      action.link,
                      <>
                        {action.icon && <Icon icon={action.icon} className="nada-dropdown-menu__icon" />}
                        <span className="nada-dropdown-menu__label">{action.label}</span>
                      </>,
                    )}
                  </RadixDropdownMenu.Item>
                ) : (
                  <DropdownMenuItem
                    key={action.id}
                    icon={action.icon}
                    tone={action.tone}
                    disabled={action.disabled}
                    aria-haspopup={action.haspopup}
                    onSelect={() => {
                      pendingAction.current = action.onSelect ?? null;
                    }}
                  >
                    {action.label}
                  </DropdownMenuItem>
                ),
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
    </div>
  );
});
