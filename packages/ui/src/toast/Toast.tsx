import {Toast as RadixToast} from 'radix-ui';
import {cloneElement, forwardRef, useCallback, useMemo, useRef, useState} from 'react';
import type {ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {Button} from '../button';
import {CloseButton} from '../close-button';
import {Icon, errorIcon, infoIcon, successIcon, warningIcon, type IconData} from '../icon';
import {messages} from '../messages';
import {ToastContext} from './useToast';
import type {ToastAction, ToastOptions, ToastTone, UseToast} from './useToast';

const toneIcons: Record<ToastTone, IconData> = {
  info: infoIcon,
  success: successIcon,
  warning: warningIcon,
  error: errorIcon,
};

/** Props of {@link Toast}. */
export interface ToastProps extends Omit<RadixToast.ToastProps, 'title' | 'type'> {
  /** The message in a few words. */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** Kind of news: picks icon and colour, and `error` is announced at once (Radix type "foreground"). @default 'info' */
  tone?: ToastTone;
  /** One follow-up action shown as a small button. */
  action?: ToastAction;
}

/** One notification in the toast area; open by default, or controlled with open/onOpenChange. Swipe right to dismiss. */
export const Toast = forwardRef<HTMLLIElement, ToastProps>(function Toast(
  {title, description, tone = 'info', action, className, ...props},
  ref,
) {
  return (
    <RadixToast.Root
      ref={ref}
      type={tone === 'error' ? 'foreground' : 'background'}
      className={['nada-toast', className].filter(Boolean).join(' ')}
      data-tone={tone}
      {...props}
    >
      <span className="nada-toast__icon">
        <Icon icon={toneIcons[tone]} />
      </span>
      <div className="nada-toast__text">
        <RadixToast.Title className="nada-toast__title">{title}</RadixToast.Title>
        {description !== undefined && (
          <RadixToast.Description className="nada-toast__description">{description}</RadixToast.Description>
        )}
        {action && (
          <RadixToast.Action asChild altText={action.label}>
            {action.link ? (
              <Button asChild size="sm" variant="secondary" className="nada-toast__action">
                {cloneElement(action.link, undefined, action.label)}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" className="nada-toast__action" onClick={action.onAction}>
                {action.label}
              </Button>
            )}
          </RadixToast.Action>
        )}
      </div>
      <RadixToast.Close asChild>
        <CloseButton className="nada-toast__close" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
});

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps extends RadixToast.ToastProviderProps {
  children?: ReactNode;
}

interface QueuedToast extends ToastOptions {
  id: string;
  open: boolean;
}

/** Holds the toast area (focusable with F8) and the queue behind {@link useToast}; wrap the app in one. */
export function ToastProvider({children, ...props}: ToastProviderProps) {
  const intl = useIntl();
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const nextId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    // Closed toasts have finished their exit by the time another arrives; drop them here.
    setQueue((current) => [...current.filter((item) => item.open), {...options, id, open: true}]);
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setQueue((current) => current.map((item) => (item.id === id ? {...item, open: false} : item)));
  }, []);

  const commands = useMemo<UseToast>(() => ({toast, dismiss}), [toast, dismiss]);

  return (
    <ToastContext.Provider value={commands}>
      {/* Radix announces every toast as "<label> <text>"; its own label is English. */}
      <RadixToast.Provider label={intl.formatMessage(messages.toastLabel)} {...props}>
        {children}
        {queue.map(({id, open, ...options}) => (
          <Toast
            key={id}
            {...options}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          />
        ))}
        <RadixToast.Viewport
          className="nada-toast__viewport"
          hotkey={['F8']}
          label={intl.formatMessage(messages.toastRegion, {hotkey: 'F8'})}
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
