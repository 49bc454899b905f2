import {Button, Icon, type ButtonProps, arrowLeftIcon, arrowRightIcon, checkIcon} from '@nada/ui';
import {useEffect, useId, useRef} from 'react';
import type {ComponentPropsWithoutRef, MouseEvent, ReactNode} from 'react';
import {useIntl, type IntlShape} from 'react-intl';
import {messages} from './messages';
import type {WizardStepId, WizardStepItem} from './types';
import {WizardContext, useWizard, useWizardState, type UseWizardStateOptions} from './useWizard';
import './generationWizard.css';

const builtInLabels = {
  source: messages.stepSource,
  options: messages.stepOptions,
  progress: messages.stepProgress,
  preview: messages.stepPreview,
} as const;

/** The name of a step: its own label, the built-in one of a generation step, or its id. */
function stepLabel(intl: IntlShape, step: WizardStepItem): string {
  if (step.label !== undefined) return step.label;
  const builtIn = builtInLabels[step.id as keyof typeof builtInLabels] as
    (typeof builtInLabels)[keyof typeof builtInLabels] | undefined;
  return builtIn ? intl.formatMessage(builtIn) : step.id;
}

/** Props of {@link WizardRoot}. */
export interface WizardRootProps
  extends UseWizardStateOptions, Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> {
  /** The stepper, the steps and the buttons. */
  children: ReactNode;
}

/** Holds a wizard's state (the current step, controlled or not, and the guards) for the parts inside it. */
export function WizardRoot({
  steps,
  value,
  defaultValue,
  onValueChange,
  canGoNext,
  canGoBack,
  className,
  children,
  ...props
}: WizardRootProps) {
  const wizard = useWizardState({steps, value, defaultValue, onValueChange, canGoNext, canGoBack});
  return (
    <WizardContext.Provider value={wizard}>
      <div
        className={['nada-wizard', className].filter(Boolean).join(' ')}
        data-step={wizard.current}
        {...props}
      >
        {children}
      </div>
    </WizardContext.Provider>
  );
}

/** Props of {@link WizardSteps}. */
export type WizardStepsProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

/** The stepper: an ordered list of the steps, the current one marked, the finished ones checked; compact on phones. */
export function WizardSteps({className, ...props}: WizardStepsProps) {
  const intl = useIntl();
  const wizard = useWizard();
  return (
    <div className={['nada-wizard-steps', className].filter(Boolean).join(' ')} {...props}>
      <p className="nada-wizard-steps__counter" aria-hidden>
        {intl.formatMessage(messages.stepCounter, {current: wizard.index + 1, total: wizard.steps.length})}
      </p>
      <ol className="nada-wizard-steps__list" aria-label={intl.formatMessage(messages.stepsLabel)}>
        {wizard.steps.map((step, index) => {
          const state = wizard.stateOf(step.id);
          return (
            <li
              key={step.id}
              className="nada-wizard-steps__item"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="nada-wizard-steps__marker" aria-hidden>
                {state === 'complete' ? <Icon icon={checkIcon} /> : intl.formatNumber(index + 1)}
              </span>
              <span className="nada-wizard-steps__label">
                {stepLabel(intl, step)}
                {state === 'complete' && (
                  <span className="nada-visually-hidden">
                    {` (${intl.formatMessage(messages.stepComplete)})`}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Props of {@link WizardStep}. */
export interface WizardStepProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The step this content belongs to; it renders only while that step is current. */
  id: WizardStepId;
  /** The step's heading, which takes focus when the wizard arrives at the step. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** Level of the heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** The step's content. */
  children?: ReactNode;
}

/** One step's content, shown only while it is current; arriving at it moves focus to its heading for screen readers. */
export function WizardStep({
  id,
  title,
  description,
  headingLevel = 2,
  className,
  children,
  ...props
}: WizardStepProps) {
  const wizard = useWizard();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const isCurrent = wizard.current === id;
  const {changes} = wizard;

  useEffect(() => {
    // Not on the first render: a page that opens on the wizard keeps its own focus order.
    if (isCurrent && changes > 0) heading.current?.focus();
  }, [isCurrent, changes]);

  if (!isCurrent) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={['nada-wizard-step', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-step={id}
      {...props}
    >
      <header className="nada-wizard-step__header">
        <Heading ref={heading} id={headingId} className="nada-wizard-step__title" tabIndex={-1}>
          {title}
        </Heading>
        {description !== undefined && <p className="nada-wizard-step__description">{description}</p>}
      </header>
      {children}
    </section>
  );
}

/** Props of {@link WizardNext}. */
export type WizardNextProps = ButtonProps;

/**
 * Moves to the next step when the current one's guard allows; hidden on the last step. An `onClick`
 * that calls `event.preventDefault()` keeps the wizard where it is (to send a job first, say).
 */
export function WizardNext({children, onClick, disabled, ...props}: WizardNextProps) {
  const intl = useIntl();
  const wizard = useWizard();
  if (wizard.isLast) return null;
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) wizard.next();
  }
  return (
    <Button
      iconEnd={arrowRightIcon}
      disabled={disabled || !wizard.canGoNext}
      onClick={handleClick}
      data-wizard-next=""
      {...props}
    >
      {children ?? intl.formatMessage(messages.next)}
    </Button>
  );
}

/** Props of {@link WizardBack}. */
export type WizardBackProps = ButtonProps;

/** Moves to the previous step when the current one's guard allows; hidden on the first step. */
export function WizardBack({children, onClick, disabled, ...props}: WizardBackProps) {
  const intl = useIntl();
  const wizard = useWizard();
  if (wizard.isFirst) return null;
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) wizard.back();
  }
  return (
    <Button
      variant="ghost"
      iconStart={arrowLeftIcon}
      disabled={disabled || !wizard.canGoBack}
      onClick={handleClick}
      data-wizard-back=""
      {...props}
    >
      {children ?? intl.formatMessage(messages.back)}
    </Button>
  );
}

/** Props of {@link WizardActions}. */
export type WizardActionsProps = ComponentPropsWithoutRef<'div'>;

/** The row under a step for Back and Next: Back at the start, the rest at the end, stacked on phones. */
export function WizardActions({className, ...props}: WizardActionsProps) {
  return <div className={['nada-wizard-actions', className].filter(Boolean).join(' ')} {...props} />;
}

/** The wizard's compound parts: `<Wizard.Root>`, `<Wizard.Steps>`, `<Wizard.Step>`, `<Wizard.Actions>`, `<Wizard.Back>`, `<Wizard.Next>`. */
export const Wizard = {
  Root: WizardRoot,
  Steps: WizardSteps,
  Step: WizardStep,
  Actions: WizardActions,
  Back: WizardBack,
  Next: WizardNext,
};
