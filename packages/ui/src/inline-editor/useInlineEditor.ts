import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/** What {@link useInlineEditor} returns. */
export interface InlineEditor<Opener extends HTMLElement> {
  /** Whether the editor is open (the opener is usually not shown meanwhile). */
  editing: boolean;
  /** Opens the editor. */
  open: () => void;
  /** Closes the editor and puts the focus back on the opener once it is in the page again. */
  close: () => void;
  /** The button that opens the editor: it gets the focus back when the editor closes. */
  openerRef: RefObject<Opener | null>;
}

/**
 * The open state of an editor shown in place of what it edits (a title's rename field, a new
 * playlist's name). Closing it, by saving, cancelling or Escape, returns the focus to the button that
 * opened it, so a keyboard or screen reader user carries on from where they were instead of from the
 * top of the page (the focused field is gone with the editor).
 */
export function useInlineEditor<Opener extends HTMLElement = HTMLButtonElement>(
  initiallyEditing = false,
): InlineEditor<Opener> {
  const [editing, setEditing] = useState(initiallyEditing);
  const openerRef = useRef<Opener>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    openerRef.current?.focus();
  }, [editing]);

  const open = useCallback(() => setEditing(true), []);
  const close = useCallback(() => {
    refocus.current = true;
    setEditing(false);
  }, []);
  return {editing, open, close, openerRef};
}
