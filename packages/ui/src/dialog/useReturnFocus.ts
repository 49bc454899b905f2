import {useCallback, useLayoutEffect, useRef, useState} from 'react';
import type {RefObject} from 'react';

/** What {@link useReturnFocus} gives a dialog. */
export interface ReturnFocus {
  /** Where the element that had focus when the dialog opened is kept; {@link FocusOrigin} fills it. */
  originRef: RefObject<HTMLElement | null>;
  /**
   * The content's `onCloseAutoFocus`: gives focus back to that element while it is still on the page,
   * unless the caller's own handler prevented it; otherwise Radix's default (the trigger) applies.
   */
  onCloseAutoFocus: (event: Event, callerHandler?: (event: Event) => void) => void;
}

/**
 * Focus for a dialog that may open without its own trigger (a button elsewhere that sets `open`, a
 * menu's item): Radix returns focus on close only to a `Trigger`, and to the page's body otherwise.
 * This returns it to the element that had focus when the dialog opened (the button that opened it,
 * or the menu's "More" button), as a dialog opened by its trigger does (issue 42).
 */
export function useReturnFocus(): ReturnFocus {
  const originRef = useRef<HTMLElement | null>(null);
  const onCloseAutoFocus = useCallback((event: Event, callerHandler?: (event: Event) => void) => {
    callerHandler?.(event);
    const origin = originRef.current;
    originRef.current = null;
    if (event.defaultPrevented || !origin?.isConnected) return;
    event.preventDefault();
    origin.focus();
  }, []);
  return {originRef, onCloseAutoFocus};
}

/**
 * Rendered first inside a dialog's content: remembers the element that had focus as the content
 * first renders, before anything inside takes it (an `autoFocus` field takes it before Radix's
 * `onOpenAutoFocus` would run, so that event cannot be the moment).
 */
export function FocusOrigin({intoRef}: {intoRef: RefObject<HTMLElement | null>}) {
  const [origin] = useState(() => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    return active instanceof HTMLElement && active !== document.body ? active : null;
  });
  useLayoutEffect(() => {
    intoRef.current = origin;
  }, [intoRef, origin]);
  return null;
}
