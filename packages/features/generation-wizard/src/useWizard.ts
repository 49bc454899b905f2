import {createContext, useCallback, useContext, useMemo, useState} from 'react';
import type {WizardStepId, WizardStepItem, WizardStepState} from './types';

/** The steps of a generation flow, in order: pick the source, set options, follow the job, play the result. */
export const GENERATION_STEPS: readonly WizardStepId[] = ['source', 'options', 'progress', 'preview'];

/** Whether the wizard may leave a step forwards (or backwards): one flag per step id, or a function of it. */
export type WizardGuard = Partial<Record<WizardStepId, boolean>> | ((step: WizardStepId) => boolean);

/** Options of {@link useWizardState}, the props `Wizard.Root` passes on. */
export interface UseWizardStateOptions {
  /** The steps in order, as ids or as `{id, label}`. @default GENERATION_STEPS */
  steps?: readonly (WizardStepId | WizardStepItem)[];
  /** The current step when controlled. */
  value?: WizardStepId;
  /** The step to start on when uncontrolled. @default the first step */
  defaultValue?: WizardStepId;
  /** Called with the step the wizard moves to. */
  onValueChange?: (step: WizardStepId) => void;
  /** Whether Next may leave the current step (a file is uploaded, the job succeeded…). @default every step may */
  canGoNext?: WizardGuard;
  /** Whether Back may leave the current step (not while a job runs, say). @default every step but the first */
  canGoBack?: WizardGuard;
}

/** The state and commands of a wizard, as `useWizard()` returns them inside `Wizard.Root`. */
export interface WizardState {
  /** The steps in order. */
  steps: readonly WizardStepItem[];
  /** The current step's id. */
  current: WizardStepId;
  /** The current step's position, from 0. */
  index: number;
  /** Whether the current step is the first. */
  isFirst: boolean;
  /** Whether the current step is the last. */
  isLast: boolean;
  /** Whether Next may move on now: there is a next step and its guard allows it. */
  canGoNext: boolean;
  /** Whether Back may move back now: there is a previous step and its guard allows it. */
  canGoBack: boolean;
  /** How many times the current step has changed since the wizard appeared; steps move focus only after a change. */
  changes: number;
  /** Where a step stands relative to the current one. */
  stateOf: (step: WizardStepId) => WizardStepState;
  /** Moves to the next step when allowed. */
  next: () => void;
  /** Moves to the previous step when allowed. */
  back: () => void;
  /** Moves to any step, regardless of the guards (the app moves to `progress` when a job starts, say). */
  goTo: (step: WizardStepId) => void;
}

function allows(guard: WizardGuard | undefined, step: WizardStepId): boolean {
  if (guard === undefined) return true;
  if (typeof guard === 'function') return guard(step);
  return guard[step] ?? true;
}

/** The headless state of a wizard: the current step, controlled or not, the guards and the commands. */
export function useWizardState({
  steps: stepInput = GENERATION_STEPS,
  value,
  defaultValue,
  onValueChange,
  canGoNext: nextGuard,
  canGoBack: backGuard,
}: UseWizardStateOptions = {}): WizardState {
  const steps = useMemo(
    () => stepInput.map((step) => (typeof step === 'string' ? {id: step} : step)),
    [stepInput],
  );
  if (steps.length === 0) throw new RangeError('A wizard needs at least one step');
  const first = steps[0]?.id ?? '';
  const [innerValue, setInnerValue] = useState<WizardStepId>(defaultValue ?? first);
  const current = value ?? innerValue;
  const found = steps.findIndex((step) => step.id === current);
  const index = found === -1 ? 0 : found;
  const currentId = steps[index]?.id ?? first;

  // Counted while rendering (React's pattern for state derived from a change), so that a step
  // mounting for the new value already sees the count in its first effect.
  const [seen, setSeen] = useState(currentId);
  const [changes, setChanges] = useState(0);
  if (seen !== currentId) {
    setSeen(currentId);
    setChanges(changes + 1);
  }

  const goTo = useCallback(
    (step: WizardStepId) => {
      if (step === current || !steps.some((item) => item.id === step)) return;
      if (value === undefined) setInnerValue(step);
      onValueChange?.(step);
    },
    [current, steps, value, onValueChange],
  );
  const nextStep = steps[index + 1]?.id;
  const previousStep = index > 0 ? steps[index - 1]?.id : undefined;
  const canGoNext = nextStep !== undefined && allows(nextGuard, currentId);
  const canGoBack = previousStep !== undefined && allows(backGuard, currentId);

  return {
    steps,
    current: currentId,
    index,
    isFirst: index === 0,
    isLast: index === steps.length - 1,
    canGoNext,
    canGoBack,
    changes,
    stateOf: (step) => {
      const at = steps.findIndex((item) => item.id === step);
      if (at === -1 || at > index) return 'upcoming';
      return at === index ? 'current' : 'complete';
    },
    next: () => {
      if (canGoNext && nextStep !== undefined) goTo(nextStep);
    },
    back: () => {
      if (canGoBack && previousStep !== undefined) goTo(previousStep);
    },
    goTo,
  };
}

/** Carries the state of a `Wizard.Root` to its parts. */
export const WizardContext = createContext<WizardState | null>(null);

/** The state and commands of the enclosing `Wizard.Root`, for custom parts (a Start button that sends the job). */
export function useWizard(): WizardState {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useWizard must be called inside Wizard.Root');
  return wizard;
}
