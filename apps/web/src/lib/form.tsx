import { ERRORS } from '@petal/contract/errors';
import { isValidationMessage, VALIDATION_MESSAGES, type ValidationMessage } from '@petal/contract/validation';
import { type InputHTMLAttributes, useId } from 'react';
import { ApiError } from './api-client.ts';
import { currentLanguage } from './i18n.ts';

export function validationText(id: ValidationMessage): string {
  return VALIDATION_MESSAGES[id][currentLanguage()];
}

/** A labelled input with its problem, if any, read out with it. */
export function TextField({
  label,
  problem,
  ...input
}: { label: string; problem?: ValidationMessage | null } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const problemId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        {...input}
      />
      {problem && (
        <p id={problemId} className="field-problem">
          {validationText(problem)}
        </p>
      )}
    </div>
  );
}

export interface FormFailure {
  /** Problems by field name ("en_name"), from the API's issues. */
  fields: Record<string, ValidationMessage>;
  /** The message for the whole form, in the user's language. */
  message: string | null;
}

/** Turns a failed call into field problems and a form message. */
export function formFailure(error: unknown): FormFailure {
  if (!(error instanceof ApiError))
    return { fields: {}, message: ERRORS.internal_error.message[currentLanguage()] };
  const fields: Record<string, ValidationMessage> = {};
  for (const issue of error.issues) {
    const name = issue.field.replace(/^body\./, '');
    fields[name] = isValidationMessage(issue.message) ? issue.message : 'invalid_value';
  }
  const onlyFields = error.code === 'validation_failed' && Object.keys(fields).length > 0;
  return { fields, message: onlyFields ? null : ERRORS[error.code].message[currentLanguage()] };
}

export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-message" role="alert">
      {message}
    </p>
  );
}
