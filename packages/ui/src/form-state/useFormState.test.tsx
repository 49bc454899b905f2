import {act, render, renderHook, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {useFormState, type FormProblems} from './useFormState';

type Values = {title: string; note: string};
type Problem = 'required';

const requireTitle = (values: Values): FormProblems<Values, Problem> =>
  values.title.trim() ? {} : {title: 'required'};

function setup(
  options: Partial<Parameters<typeof useFormState<Values, Problem, 'submit' | 'other'>>[0]> = {},
) {
  return renderHook(() =>
    useFormState<Values, Problem, 'submit' | 'other'>({
      defaultValues: {title: '', note: ''},
      validate: requireTitle,
      onSubmit: async () => {},
      ...options,
    }),
  );
}

describe('useFormState', () => {
  it('refuses values its checks find a problem in, sends nothing, and clears a problem once its field changes', async () => {
    const onSubmit = vi.fn(async () => {});
    const onInvalid = vi.fn();
    const form = setup({onSubmit, onInvalid});
    await act(() => form.result.current.handleSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith({title: 'required'});
    expect(form.result.current.status).toBe('error');
    expect(form.result.current.fieldErrors).toEqual({title: 'required'});
    expect(form.result.current.error).toBeNull();
    act(() => form.result.current.setValue('note', 'x'));
    expect(form.result.current.fieldErrors).toEqual({title: 'required'});
    act(() => form.result.current.setValue('title', 'Latihan'));
    expect(form.result.current.fieldErrors).toEqual({});
  });

  it('sends the values, is busy meanwhile, ignores a second submit and ends in success', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onSuccess = vi.fn();
    const form = setup({onSubmit, onSuccess, defaultValues: {title: 'Latihan', note: ''}});
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = form.result.current.handleSubmit();
    });
    expect(form.result.current.status).toBe('submitting');
    expect(form.result.current.pending).toBe('submit');
    await act(() => form.result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(form.result.current.status).toBe('success');
    expect(form.result.current.pending).toBeNull();
    expect(onSuccess).toHaveBeenCalledWith({title: 'Latihan', note: ''});
  });

  it('keeps the values and reports the code of a failure, read by the given errorCode', async () => {
    const onFailure = vi.fn();
    const thrown = new Error('full');
    const form = setup({
      defaultValues: {title: 'Latihan', note: 'catatan'},
      onSubmit: () => Promise.reject(thrown),
      onFailure,
      errorCode: (error) => (error === thrown ? 'PLAYLIST_FULL' : 'unknown'),
    });
    await act(() => form.result.current.handleSubmit());
    expect(form.result.current.status).toBe('error');
    expect(form.result.current.error).toEqual({code: 'PLAYLIST_FULL'});
    expect(form.result.current.values).toEqual({title: 'Latihan', note: 'catatan'});
    expect(onFailure).toHaveBeenCalledWith(thrown);
  });

  it('reads a thrown code by default, and unknown for a value without one', async () => {
    const form = setup();
    await act(() => form.result.current.run(() => Promise.reject({code: 'auth/wrong-password'}), 'other'));
    expect(form.result.current.error).toEqual({code: 'auth/wrong-password'});
    await act(() => form.result.current.run(() => Promise.reject(new Error('no code'))));
    expect(form.result.current.error).toEqual({code: 'unknown'});
    act(() => form.result.current.reset());
    expect(form.result.current).toMatchObject({status: 'idle', error: null, fieldErrors: {}});
  });

  it('goes back to idle without an error when the failure only says the user dismissed something', async () => {
    const form = setup({isDismissed: (code) => code === 'auth/popup-closed-by-user'});
    await act(() => form.result.current.run(() => Promise.reject({code: 'auth/popup-closed-by-user'})));
    expect(form.result.current.status).toBe('idle');
    expect(form.result.current.error).toBeNull();
  });

  it('leaves a success on a change only when asked to', async () => {
    const keeps = setup();
    await act(() => keeps.result.current.run(async () => {}));
    act(() => keeps.result.current.setValue('note', 'baru'));
    expect(keeps.result.current.status).toBe('success');
    const ends = setup({successEndsOnChange: true});
    await act(() => ends.result.current.run(async () => {}));
    act(() => ends.result.current.setValue('note', 'baru'));
    expect(ends.result.current.status).toBe('idle');
  });

  it('starts in the given state, with the given pending action', () => {
    const form = setup({initialState: {status: 'submitting'}, initialPending: 'other'});
    expect(form.result.current.status).toBe('submitting');
    expect(form.result.current.pending).toBe('other');
  });

  it('moves focus to the failure explanation after each failed attempt', async () => {
    function Form() {
      const form = useFormState<Values, Problem>({
        defaultValues: {title: '', note: ''},
        validate: requireTitle,
        onSubmit: async () => {},
      });
      return (
        <form onSubmit={(event) => void form.handleSubmit(event)}>
          <div ref={form.failureRef} tabIndex={-1} role="alert" aria-label="problems" />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    const button = screen.getByRole('button', {name: 'Save'});
    button.focus();
    await act(async () => button.click());
    expect(screen.getByRole('alert', {name: 'problems'})).toHaveFocus();
    button.focus();
    await act(async () => button.click());
    expect(screen.getByRole('alert', {name: 'problems'})).toHaveFocus();
  });
});
