import type { ReactNode } from 'react';
import { cx } from '../shared/cx.ts';
import { visuallyHidden } from '../shared/base.css.ts';
import { CheckIcon } from '../shared/icons.tsx';
import * as styles from './Stepper.css.ts';

export interface StepperStep {
  label: ReactNode;
  /** A short line under the label ('Optional'). */
  caption?: ReactNode;
}

export interface StepperProps {
  steps: readonly (StepperStep | string)[];
  /** Index of the current step, from 0. Steps before it are complete. */
  activeStep: number;
  /** Accessible name of the list; defaults to 'Progress'. */
  label?: string;
  /** Read after a completed step's label. */
  completedText?: string;
  className?: string;
}

/** The steps of a wizard as an ordered list; the current step has aria-current="step". */
export function Stepper({ steps, activeStep, label = 'Progress', completedText = 'completed', className }: StepperProps) {
  return (
    <ol aria-label={label} className={cx(styles.stepper, className)}>
      {steps.map((raw, index) => {
        const step = typeof raw === 'string' ? { label: raw } : raw;
        const state = index < activeStep ? 'complete' : index === activeStep ? 'current' : 'upcoming';
        return (
          <li
            key={index}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'complete' ? <CheckIcon size={16} /> : index + 1}
            </span>
            <span className={styles.label}>
              {step.label}
              {state === 'complete' && <span className={visuallyHidden}> ({completedText})</span>}
              {step.caption !== undefined && <span className={styles.optional}>{step.caption}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
