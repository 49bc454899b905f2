import {Tooltip as RadixTooltip} from 'radix-ui';
import {createContext, useContext} from 'react';
import type {ReactElement, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {messages} from '../messages';

const InsideProvider = createContext(false);

/** Props of {@link TooltipProvider}. */
export interface TooltipProviderProps extends RadixTooltip.TooltipProviderProps {
  /** Milliseconds the pointer rests on a trigger before its tooltip shows. @default 400 */
  delayDuration?: number;
}

/** Shares one delay among the tooltips inside it, so moving between toolbar buttons shows each at once. */
export function TooltipProvider({delayDuration = 400, ...props}: TooltipProviderProps) {
  return (
    <InsideProvider.Provider value={true}>
      <RadixTooltip.Provider delayDuration={delayDuration} {...props} />
    </InsideProvider.Provider>
  );
}

/** Props of {@link Tooltip}. */
export interface TooltipProps extends Omit<RadixTooltip.TooltipProps, 'children'> {
  /** The short text shown in the tooltip. */
  content: ReactNode;
  /** Which side of the trigger the tooltip prefers. @default 'top' */
  side?: RadixTooltip.TooltipContentProps['side'];
  /** Keyboard shortcut shown after the text, such as "Space" or "Ctrl+K". */
  shortcut?: string;
  /** The trigger: one focusable element, such as an IconButton, that can hold a ref. */
  children: ReactElement;
}

/** A short label shown on hover and keyboard focus of its trigger; not for essential information. */
export function Tooltip({content, side = 'top', shortcut, children, ...props}: TooltipProps) {
  const intl = useIntl();
  const insideProvider = useContext(InsideProvider);
  const tooltip = (
    <RadixTooltip.Root {...props}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          className="nada-tooltip__content"
          side={side}
          sideOffset={6}
          collisionPadding={8}
        >
          {content}
          {shortcut && (
            <>
              <kbd className="nada-tooltip__shortcut" aria-hidden>
                {shortcut}
              </kbd>{' '}
              <span className="nada-visually-hidden">
                {intl.formatMessage(messages.tooltipShortcut, {keys: shortcut})}
              </span>
            </>
          )}
          <RadixTooltip.Arrow className="nada-tooltip__arrow" width={12} height={6} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  // A lone tooltip works without a provider; inside one, it shares the provider's delay.
  return insideProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
