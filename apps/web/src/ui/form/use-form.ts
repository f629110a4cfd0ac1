import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { firstErrorField, getSchemaErrors } from './schema-errors';
import type { FormErrors, SchemaIssue } from './schema-errors';
import type { SubmitFailureOptions } from './submit-failure';

/** What a form needs of a contract schema: zod's and zod/mini's `safeParse`. */
export interface FormSchema<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export interface SubmitContext<Values> {
  values: Values;
  /** The `value` of the submit button pressed (`draft`, `published`), if it has one. */
  intent: string | undefined;
}

export interface UseFormOptions<Values, Request, Result> {
  initialValues: Values;
  /** The contract's schema the request must pass, or a loader for it (the login form loads it on first focus). */
  schema: FormSchema<Request> | (() => Promise<FormSchema<Request>>);
  /** The request the values make (default: the values as they are). */
  toRequest?: (values: Values, intent: string | undefined) => unknown;
  /** The form's fields in the order they appear: focus goes to the first with an error. Named by `name`. */
  fields: readonly string[];
  /** Sends the parsed request; a thrown error is read by `readSubmitFailure`. */
  onSubmit: (request: Request, context: SubmitContext<Values>) => Promise<Result>;
  /** After a successful send; the values are already marked saved. */
  onSuccess?: (result: Result, context: SubmitContext<Values>) => void | Promise<void>;
  /** How a server failure is placed: which error codes belong to which field, messages by status, conflicts. */
  failures?: SubmitFailureOptions & {
    /** The fields a server error may land on (default: `fields`). */
    fields?: readonly string[];
  };
  /** Warn before leaving with unsaved changes (the message, or true for the usual one). */
  guardUnsavedChanges?: boolean | string;
  /** Whether two sets of values are the same edit (default: each top-level value is `Object.is`). */
  isEqual?: (a: Values, b: Values) => boolean;
}

export interface FormState<Values> {
  values: Values;
  setValue: <Key extends keyof Values>(key: Key, value: Values[Key]) => void;
  setValues: (update: (current: Values) => Values) => void;
  errors: FormErrors;
  /** Sets (or, with undefined, clears) one field's error: a file the browser rejects before any submit. */
  setError: (field: string, message: string | undefined) => void;
  /** The message for the form as a whole (its alert), or null. */
  formError: string | null;
  isSubmitting: boolean;
  /** The values differ from the last saved (or initial) ones. */
  isDirty: boolean;
  /** Someone saved a newer version first (409): the editor offers theirs. */
  hasConflict: boolean;
  /** Starts again from these values, as saved: after loading their version. */
  reset: (values: Values) => void;
  /** Marks the values on screen as saved, so leaving no longer asks. */
  markSaved: () => void;
  /** Validates and sends, as pressing the button named `intent` would. */
  submit: (intent?: string) => Promise<void>;
  /** Spread on the `<form>`: its ref, `noValidate` and the submit handler. */
  formProps: {
    ref: React.RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** Loads the schema (and the validation messages with it) ahead of the first submit. */
  preload: () => void;
}

function shallowEqual<Values>(a: Values, b: Values): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a) as (keyof Values)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

// What turns a failure into words loads only after a submit fails.
const loadSubmitFailure = () => import('./submit-failure');
const loadUnsavedChanges = () => import('@/ui/use-unsaved-changes-guard');

/**
 * The one way a form works: its values, validated by the contract's schema on submit (and on every
 * change after a first attempt), sent once, a server's field error placed beside its field, a 409
 * shown as a conflict, focus moved to the first error, and a warning before unsaved changes are lost.
 * Small on purpose (no form library): the login page carries it within its budget.
 */
export function useForm<Values, Request, Result = unknown>(
  options: UseFormOptions<Values, Request, Result>,
): FormState<Values> {
  // The handlers read the newest options (the screen's latest closures) without re-creating them.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const formRef = useRef<HTMLFormElement | null>(null);
  const [values, setValuesState] = useState(options.initialValues);
  const [saved, setSaved] = useState(options.initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [hasConflict, setHasConflict] = useState(false);
  const [hasAttempted, setHasAttempted] = useState(false);
  const submitting = useRef(false);

  const isDirty = !(options.isEqual ?? shallowEqual)(values, saved);
  const guard = options.guardUnsavedChanges ?? false;
  const guardMessage = typeof guard === 'string' ? guard : undefined;
  // The guard loads when first needed, so a form without one (the login form) never carries it.
  useEffect(() => {
    if (!guard || !isDirty) return undefined;
    let stop: (() => void) | undefined;
    let isCurrent = true;
    void loadUnsavedChanges().then(({ watchUnsavedChanges }) => {
      if (isCurrent) stop = watchUnsavedChanges(guardMessage);
    });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [guard, guardMessage, isDirty]);

  const loadSchema = useCallback(async (): Promise<FormSchema<Request>> => {
    const { schema } = latest.current;
    return typeof schema === 'function' ? schema() : schema;
  }, []);

  /** Shows the schema's errors for these values; returns the request, or the errors when invalid. */
  const validate = useCallback(
    async (current: Values, intent: string | undefined) => {
      const schema = await loadSchema();
      const { toRequest } = latest.current;
      const result = schema.safeParse(toRequest ? toRequest(current, intent) : current);
      const found = result.success ? {} : getSchemaErrors(result.error.issues);
      setErrors(found);
      return result.success ? { ok: true as const, request: result.data } : { ok: false as const, errors: found };
    },
    [loadSchema],
  );

  // After a first attempt, errors update as the member corrects them.
  useEffect(() => {
    if (hasAttempted && !submitting.current) void validate(values, undefined);
  }, [hasAttempted, validate, values]);

  const focusField = (field: string | undefined) => {
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`)?.focus();
  };

  const submit = async (intent?: string) => {
    if (submitting.current) return;
    submitting.current = true;
    setIsSubmitting(true);
    setFormError(null);
    setHasAttempted(true);
    const current = values;
    const context = { values: current, intent };
    try {
      const checked = await validate(current, intent);
      if (!checked.ok) {
        focusField(firstErrorField(checked.errors, latest.current.fields));
        return;
      }
      let result: Result;
      try {
        result = await latest.current.onSubmit(checked.request, context);
      } catch (error) {
        const { readSubmitFailure } = await loadSubmitFailure();
        const { failures = {}, fields } = latest.current;
        const failure = readSubmitFailure(error, failures.fields ?? fields, failures);
        if (failure.kind === 'conflict') setHasConflict(true);
        else if (failure.kind === 'field') {
          setErrors({ [failure.field]: failure.message });
          focusField(failure.field);
        } else setFormError(failure.message);
        return;
      }
      setSaved(current);
      setHasConflict(false);
      setHasAttempted(false);
      await latest.current.onSuccess?.(result, context);
    } finally {
      submitting.current = false;
      setIsSubmitting(false);
    }
  };

  return {
    values,
    setValue: (key, value) => setValuesState((current) => ({ ...current, [key]: value })),
    setValues: setValuesState,
    errors,
    setError: (field, message) =>
      setErrors((current) => {
        const { [field]: _cleared, ...rest } = current;
        return message === undefined ? rest : { ...rest, [field]: message };
      }),
    formError,
    isSubmitting,
    isDirty,
    hasConflict,
    reset: (next) => {
      setValuesState(next);
      setSaved(next);
      setErrors({});
      setFormError(null);
      setHasConflict(false);
      setHasAttempted(false);
    },
    markSaved: () => setSaved(values),
    submit,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        void submit(submitter?.getAttribute('value') ?? undefined);
      },
    },
    preload: () => void loadSchema(),
  };
}
