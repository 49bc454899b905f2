import {createContext, useContext} from 'react';
import type {ReactElement, ReactNode} from 'react';

/** Kind of news a toast brings; `error` interrupts the screen reader, the others wait their turn. */
export type ToastTone = 'info' | 'success' | 'error' | 'warning';

/** A single follow-up the person can take from a toast, such as "Undo". */
export interface ToastAction {
  /** Label of the action button; also what screen readers hear as the way to act on the toast. */
  label: string;
  /** Runs when the button is activated; the toast closes afterwards. */
  onAction?: () => void;
  /**
   * Makes the action a link instead of a button: an element such as a router `<Link to>` or an
   * `<a href>`, given the action's look, with `label` as its text; the toast closes when it is followed.
   */
  link?: ReactElement<{children?: ReactNode}>;
}

/** What {@link UseToast.toast} shows. */
export interface ToastOptions {
  /** The message in a few words. */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** Kind of news, which picks the icon and colour. @default 'info' */
  tone?: ToastTone;
  /** One follow-up action. */
  action?: ToastAction;
  /** Milliseconds before the toast closes by itself; `Infinity` keeps it until dismissed. @default 5000 */
  duration?: number;
}

/** Commands returned by {@link useToast}. */
export interface UseToast {
  /** Shows a toast and returns its id, for {@link UseToast.dismiss}. */
  toast: (options: ToastOptions) => string;
  /** Closes the toast with this id; an unknown or closed id is ignored. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<UseToast | null>(null);

/** Shows and dismisses toasts; must be called inside a ToastProvider. */
export function useToast(): UseToast {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be called inside a ToastProvider');
  return context;
}
