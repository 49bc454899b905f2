import {forwardRef, useCallback, useId, useLayoutEffect, useRef, useState} from 'react';
import type {ChangeEvent, ComponentPropsWithoutRef, CSSProperties} from 'react';
import {useIntl} from 'react-intl';
import {useFieldControl} from '../field/useFieldControl';
import {messages} from '../messages';

/** Props of {@link Textarea}; `className` and `style` go on the outer box, everything else on the `<textarea>`. */
export interface TextareaProps extends ComponentPropsWithoutRef<'textarea'> {
  /** Grows with its content, from `rows` up to `maxRows`, instead of scrolling. @default false */
  autosize?: boolean;
  /** With `autosize`, the most rows it grows to before it scrolls. */
  maxRows?: number;
  /** Marks the value as wrong (sets aria-invalid); inside a Field this follows its error. @default false */
  invalid?: boolean;
}

/** A multi-line text box that can grow with its content and count characters against `maxLength`. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    autosize = false,
    maxRows,
    invalid,
    rows = 3,
    className,
    style,
    id,
    disabled,
    maxLength,
    value,
    defaultValue,
    onChange,
    ...props
  },
  forwardedRef,
) {
  const intl = useIntl();
  const counterId = useId();
  const hasCounter = maxLength !== undefined;
  const field = useFieldControl({
    id,
    invalid,
    disabled,
    'aria-describedby': [props['aria-describedby'], hasCounter ? counterId : undefined]
      .filter(Boolean)
      .join(' '),
  });
  const [innerLength, setInnerLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? innerLength : String(value).length;
  const innerRef = useRef<HTMLTextAreaElement | null>(null);

  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      innerRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  const growToContent = useCallback(() => {
    const node = innerRef.current;
    if (!autosize || !node) return;
    // Collapse first so scrollHeight measures the content, not the previous height.
    node.style.height = 'auto';
    const {borderTopWidth, borderBottomWidth} = getComputedStyle(node);
    node.style.height = `${node.scrollHeight + parseFloat(borderTopWidth) + parseFloat(borderBottomWidth)}px`;
  }, [autosize]);

  useLayoutEffect(growToContent, [growToContent, value]);

  // The first measurement can come before the web font has loaded or before the box has its final
  // width; either changes how the text wraps, so measure again when fonts load or the width changes.
  useLayoutEffect(() => {
    const node = innerRef.current;
    if (!autosize || !node) return;
    let width = node.getBoundingClientRect().width;
    // Growing changes only the height; reacting to width alone keeps it from resizing in a loop.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => {
            const nextWidth = entry?.borderBoxSize?.[0]?.inlineSize ?? entry?.contentRect.width;
            if (nextWidth === undefined || nextWidth === width) return;
            width = nextWidth;
            growToContent();
          });
    observer?.observe(node);
    // Every browser Nada supports has document.fonts; jsdom does not.
    const fonts = document.fonts as FontFaceSet | undefined;
    let mounted = true;
    fonts?.addEventListener('loadingdone', growToContent);
    void fonts?.ready.then(() => {
      if (mounted) growToContent();
    });
    return () => {
      mounted = false;
      observer?.disconnect();
      fonts?.removeEventListener('loadingdone', growToContent);
    };
  }, [autosize, growToContent]);

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setInnerLength(event.target.value.length);
    growToContent();
    onChange?.(event);
  }

  const atLimit = hasCounter && length >= maxLength;
  // Announcing every keystroke would drown out the typing; speak up only as the limit nears.
  const nearLimit = hasCounter && maxLength - length <= Math.max(10, Math.round(maxLength / 10));
  return (
    <div
      className={['nada-textarea', className].filter(Boolean).join(' ')}
      style={{...style, ...(autosize && maxRows ? ({'--_max-rows': maxRows} as CSSProperties) : undefined)}}
      data-invalid={field.invalid || undefined}
      data-disabled={field.disabled || undefined}
      data-autosize={autosize || undefined}
    >
      <textarea
        ref={setRef}
        className="nada-textarea__control"
        rows={rows}
        disabled={field.disabled}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        {...props}
        id={field.id}
        aria-describedby={field['aria-describedby']}
        aria-invalid={field['aria-invalid']}
        aria-required={props.required ? undefined : field['aria-required']}
      />
      {hasCounter && (
        <p
          id={counterId}
          className="nada-textarea__counter"
          data-at-limit={atLimit || undefined}
          aria-live={nearLimit ? 'polite' : 'off'}
        >
          {intl.formatMessage(messages.characterCount, {count: length, max: maxLength})}
        </p>
      )}
    </div>
  );
});
