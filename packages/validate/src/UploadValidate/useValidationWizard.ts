import { useEffect, useRef, useState, type RefObject } from 'react';
import { validateUploadValidateForm, type UploadValidateErrors } from '@assess/core';
import { EMPTY_FORM, STEP_FIELDS, stepIsValid, type ValidationField, type ValidationForm } from './form-state.ts';
import { STEP_LABELS } from './texts.ts';

export const LAST_STEP = STEP_LABELS.length - 1;
export const ALL_FIELDS = STEP_FIELDS.flat();

export interface ValidationWizard {
  step: number;
  form: ValidationForm;
  /** The errors to show: of fields already left or checked. */
  visibleErrors: UploadValidateErrors;
  /** A new key after a reset empties the file pickers, which hold their own value. */
  formKey: number;
  change: (next: Partial<ValidationForm>) => void;
  touch: (field: ValidationField) => void;
  /** Shows the errors of these fields (every field before Submit, the step's own on Enter). */
  touchAll: (fields: readonly ValidationField[]) => void;
  goTo: (step: number) => void;
  /** Empties the form and goes back to the first step. */
  reset: () => void;
  /** Enter in a field moves on, as Next would, only when the step is complete. */
  advance: () => void;
}

/**
 * The three steps of Upload & Validate: the form, which fields were left, and the step shown; the step's heading
 * takes the focus when the step changes.
 */
export function useValidationWizard(stepHeading: RefObject<HTMLHeadingElement | null>): ValidationWizard {
  const movedStep = useRef(false);
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<ValidationForm>(EMPTY_FORM);
  const [touched, setTouched] = useState<ReadonlySet<ValidationField>>(new Set());
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    // Focus follows the wizard to the new step's heading, but not on the first render.
    if (movedStep.current) stepHeading.current?.focus();
  }, [step, stepHeading]);

  const allErrors = validateUploadValidateForm(form);
  const visibleErrors: UploadValidateErrors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => touched.has(field as ValidationField)),
  );

  const goTo = (next: number) => {
    movedStep.current = true;
    setStep(next);
  };
  const touchAll = (fields: readonly ValidationField[]) => setTouched((current) => new Set([...current, ...fields]));

  return {
    step,
    form,
    visibleErrors,
    formKey,
    change: (next) => setForm((current) => ({ ...current, ...next })),
    touch: (field) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))),
    touchAll,
    goTo,
    reset: () => {
      setForm(EMPTY_FORM);
      setTouched(new Set());
      setFormKey((key) => key + 1);
      goTo(0);
    },
    advance: () => {
      if (stepIsValid(form, step)) goTo(step + 1);
      else touchAll(STEP_FIELDS[step] ?? []);
    },
  };
}
