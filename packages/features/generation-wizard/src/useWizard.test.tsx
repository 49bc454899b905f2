import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {GENERATION_STEPS, useWizard, useWizardState} from './useWizard';

describe('useWizardState', () => {
  it('starts on the first generation step and walks forwards and back', () => {
    const {result} = renderHook(() => useWizardState());
    expect(result.current.steps.map((step) => step.id)).toEqual([...GENERATION_STEPS]);
    expect(result.current.current).toBe('source');
    expect(result.current.isFirst).toBe(true);
    expect(result.current.canGoBack).toBe(false);
    expect(result.current.changes).toBe(0);

    act(() => result.current.next());
    expect(result.current.current).toBe('options');
    expect(result.current.index).toBe(1);
    expect(result.current.stateOf('source')).toBe('complete');
    expect(result.current.stateOf('options')).toBe('current');
    expect(result.current.stateOf('preview')).toBe('upcoming');
    expect(result.current.stateOf('unknown')).toBe('upcoming');
    expect(result.current.changes).toBe(1);

    act(() => result.current.back());
    expect(result.current.current).toBe('source');
    expect(result.current.changes).toBe(2);
  });

  it('stops at the last step', () => {
    const {result} = renderHook(() => useWizardState({steps: ['a', 'b'], defaultValue: 'b'}));
    expect(result.current.isLast).toBe(true);
    expect(result.current.canGoNext).toBe(false);
    act(() => result.current.next());
    expect(result.current.current).toBe('b');
  });

  it('keeps Next closed while the guard of the current step says no, as a record or a function', () => {
    const {result, rerender} = renderHook(
      ({ready}: {ready: boolean}) => useWizardState({canGoNext: {source: ready}}),
      {initialProps: {ready: false}},
    );
    expect(result.current.canGoNext).toBe(false);
    act(() => result.current.next());
    expect(result.current.current).toBe('source');
    rerender({ready: true});
    expect(result.current.canGoNext).toBe(true);
    act(() => result.current.next());
    expect(result.current.current).toBe('options');

    const guarded = renderHook(() =>
      useWizardState({defaultValue: 'progress', canGoBack: (step) => step !== 'progress'}),
    );
    expect(guarded.result.current.canGoBack).toBe(false);
    act(() => guarded.result.current.back());
    expect(guarded.result.current.current).toBe('progress');
    // goTo is the app's own move and ignores the guards.
    act(() => guarded.result.current.goTo('source'));
    expect(guarded.result.current.current).toBe('source');
  });

  it('reports moves without taking them when controlled', () => {
    const onValueChange = vi.fn();
    const {result, rerender} = renderHook(
      ({value}: {value: string}) => useWizardState({value, onValueChange}),
      {initialProps: {value: 'options'}},
    );
    act(() => result.current.next());
    expect(onValueChange).toHaveBeenCalledWith('progress');
    expect(result.current.current).toBe('options');
    rerender({value: 'progress'});
    expect(result.current.current).toBe('progress');
    expect(result.current.changes).toBe(1);
  });

  it('ignores a move to a step it does not have and takes labelled steps', () => {
    const onValueChange = vi.fn();
    const {result} = renderHook(() =>
      useWizardState({steps: [{id: 'link', label: 'Tautan'}, 'options'], onValueChange}),
    );
    act(() => result.current.goTo('nowhere'));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(result.current.steps[0]).toEqual({id: 'link', label: 'Tautan'});
  });

  it('refuses an empty step list', () => {
    expect(() => renderHook(() => useWizardState({steps: []}))).toThrow(RangeError);
  });
});

describe('useWizard', () => {
  it('must be called inside Wizard.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useWizard())).toThrow('useWizard must be called inside Wizard.Root');
  });
});
