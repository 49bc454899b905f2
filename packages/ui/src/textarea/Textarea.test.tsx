import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Field} from '../field';
import {render} from '../testing';
import {Textarea} from './Textarea';

describe('Textarea', () => {
  it('takes several lines of typing', async () => {
    const onChange = vi.fn();
    render(<Textarea aria-label="Lirik" onChange={onChange} />);
    const textarea = screen.getByRole('textbox', {name: 'Lirik'});
    await userEvent.type(textarea, 'satu{Enter}dua');
    expect(textarea).toHaveValue('satu\ndua');
    expect(onChange).toHaveBeenCalledTimes(8);
  });

  it('counts characters against maxLength and describes the textarea with the count', async () => {
    render(<Textarea aria-label="Catatan" maxLength={40} defaultValue="Halo" />);
    const textarea = screen.getByRole('textbox', {name: 'Catatan'});
    expect(textarea).toHaveAccessibleDescription('4 dari 40 karakter');
    await userEvent.type(textarea, ' dunia');
    expect(screen.getByText('10 dari 40 karakter')).toBeInTheDocument();
  });

  it('counts a controlled value, stops at the limit and speaks up near it', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Textarea aria-label="Bio" maxLength={12} value={value} onChange={(e) => setValue(e.target.value)} />
      );
    }
    render(<Controlled />, {locale: 'en'});
    const counter = screen.getByText('0 of 12 characters');
    expect(counter).toHaveAttribute('aria-live', 'off');
    await userEvent.type(screen.getByRole('textbox', {name: 'Bio'}), 'abcdefghijklmnop');
    expect(screen.getByRole('textbox', {name: 'Bio'})).toHaveValue('abcdefghijkl');
    expect(counter).toHaveTextContent('12 of 12 characters');
    expect(counter).toHaveAttribute('data-at-limit');
    expect(counter).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps quiet while far from the limit', () => {
    render(<Textarea aria-label="Bio" maxLength={200} />);
    expect(screen.getByText('0 dari 200 karakter')).toHaveAttribute('aria-live', 'off');
  });

  it('is described by the field hint, error and the counter together', () => {
    render(
      <Field label="Pesan" hint="Untuk tim kami" error="Terlalu pendek">
        <Textarea maxLength={100} />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', {name: 'Pesan'});
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('0 dari 100 karakter Untuk tim kami Terlalu pendek');
  });

  it('cannot be typed into when disabled', async () => {
    render(<Textarea aria-label="Lirik" disabled />);
    const textarea = screen.getByRole('textbox', {name: 'Lirik'});
    expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x');
    expect(textarea).toHaveValue('');
  });

  it('sets its height to its content when autosized', async () => {
    render(<Textarea aria-label="Lirik" autosize maxRows={6} />);
    const textarea = screen.getByRole('textbox', {name: 'Lirik'});
    // jsdom has no layout, so scrollHeight is fixed; what matters is that an explicit height is set.
    Object.defineProperty(textarea, 'scrollHeight', {configurable: true, value: 120});
    await userEvent.type(textarea, 'a');
    expect(textarea.style.height).toBe('120px');
    expect(textarea.parentElement).toHaveAttribute('data-autosize');
  });

  describe('measuring again after the first layout', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, 'fonts');
    });

    /** A ResizeObserver that reports the width the test gives it. */
    function stubResizeObserver() {
      const observers: {callback: ResizeObserverCallback; targets: Element[]}[] = [];
      vi.stubGlobal(
        'ResizeObserver',
        class {
          private readonly observer: {callback: ResizeObserverCallback; targets: Element[]};
          constructor(callback: ResizeObserverCallback) {
            this.observer = {callback, targets: []};
            observers.push(this.observer);
          }
          observe(target: Element) {
            this.observer.targets.push(target);
          }
          unobserve() {}
          disconnect() {
            this.observer.targets = [];
          }
        },
      );
      return function resize(target: Element, width: number) {
        for (const observer of observers.filter((o) => o.targets.includes(target))) {
          const entry = {
            target,
            contentRect: {width} as DOMRectReadOnly,
            borderBoxSize: [{inlineSize: width, blockSize: 0}],
          } as unknown as ResizeObserverEntry;
          act(() => observer.callback([entry], observer as unknown as ResizeObserver));
        }
      };
    }

    function renderAutosized() {
      const {unmount} = render(
        <Textarea aria-label="Lirik" autosize defaultValue="Satu baris yang panjang sekali" />,
      );
      const textarea = screen.getByRole('textbox', {name: 'Lirik'});
      return {
        textarea,
        unmount,
        /** What the content measures now, as if the font or the width had changed its wrapping. */
        setContentHeight(height: number) {
          Object.defineProperty(textarea, 'scrollHeight', {configurable: true, value: height});
        },
      };
    }

    it('measures again when its width changes, and not when only its height does', () => {
      const resize = stubResizeObserver();
      const {textarea, setContentHeight} = renderAutosized();
      setContentHeight(96);
      resize(textarea, 300);
      expect(textarea.style.height).toBe('96px');
      // Its own growth reports the same width again: no new measurement, so no loop of resizes.
      setContentHeight(72);
      resize(textarea, 300);
      expect(textarea.style.height).toBe('96px');
    });

    it('measures again when web fonts finish loading', async () => {
      let fontsReady = () => {};
      const fonts = Object.assign(new EventTarget(), {
        ready: new Promise<void>((resolve) => (fontsReady = resolve)),
      });
      Object.defineProperty(document, 'fonts', {configurable: true, value: fonts});
      const {textarea, setContentHeight} = renderAutosized();
      setContentHeight(72);
      act(() => fonts.dispatchEvent(new Event('loadingdone')));
      expect(textarea.style.height).toBe('72px');
      setContentHeight(48);
      await act(async () => fontsReady());
      expect(textarea.style.height).toBe('48px');
    });

    it('stops listening to fonts once unmounted', () => {
      const fonts = Object.assign(new EventTarget(), {ready: new Promise<void>(() => {})});
      Object.defineProperty(document, 'fonts', {configurable: true, value: fonts});
      const addListener = vi.spyOn(fonts, 'addEventListener');
      const removeListener = vi.spyOn(fonts, 'removeEventListener');
      const {unmount} = renderAutosized();
      const [type, listener] = addListener.mock.calls[0] ?? [];
      expect(type).toBe('loadingdone');
      unmount();
      expect(removeListener).toHaveBeenCalledWith('loadingdone', listener);
    });
  });
});
