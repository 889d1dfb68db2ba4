import type { ValidationMessage } from '@petal/contract/validation';
import { useState } from 'react';
import { formFailure } from './form.tsx';

export type FieldProblems = Record<string, ValidationMessage>;

/**
 * The state every form shares: its field problems, its message, and whether it is sending.
 * `submit` shows the problems found in the browser, or runs the action and shows what the
 * server refused, field by field, in the user's language.
 */
export function useFormSubmit() {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit(found: FieldProblems, action: () => Promise<void>) {
    setProblems(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const failure = formFailure(error);
      setProblems(failure.fields);
      setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return { busy, problems, message, submit };
}
