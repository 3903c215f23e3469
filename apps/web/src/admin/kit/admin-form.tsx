import { useEffect, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { BoundForm } from '../../components/form/bound-form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { failureText } from '../../lib/failure-text.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { applyServerFieldErrors } from '../../lib/server-field-errors.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../lib/zod-form-resolver.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import { toast } from './toasts.tsx';

/**
 * The contract's schema for a form whose optional text inputs can only be empty strings: `keys` left blank are
 * sent as null (the API's "none"), so the schema validates exactly the body that will be sent.
 */
export function blanksAsNull<S extends z.ZodType<unknown, FieldValues>>(schema: S, keys: readonly string[]) {
  return z.preprocess((values) => {
    const copy = { ...(values as Record<string, unknown>) };
    for (const key of keys) if (typeof copy[key] === 'string' && !(copy[key] as string).trim()) copy[key] = null;
    return copy;
  }, schema) as unknown as z.ZodType<z.output<S>, z.input<S>>;
}

/** The focus request of a form the schema refused before sending: its first invalid field (not a field name). */
const FIRST_INVALID = '\u0000first-invalid';

export interface AdminFormOptions<S extends z.ZodType<unknown, FieldValues>> {
  /** The contract's request schema: the form validates exactly what the server will. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Sends the schema's output; a rejection lands on the form (field errors on their fields, else above it). */
  submit: (body: z.output<S>) => Promise<unknown>;
  /** Announced as a toast after a success. */
  savedText?: string;
  /** The form's field for a server error path (`itens.0.titulo`); default: every path is a field. */
  isField?: (path: string) => boolean | string;
}

/**
 * The console's form state: React Hook Form with the contract's zod schema (the web's resolver: messages
 * translated when shown), the server's field errors put on their fields (lib/server-field-errors.ts), any other
 * refusal shown above the form (failureText), and a toast once saved. Render it with <AdminForm>.
 */
export function useAdminForm<S extends z.ZodType<unknown, FieldValues>>({
  schema,
  defaultValues,
  submit,
  savedText,
  isField,
}: AdminFormOptions<S>): AdminFormState<z.input<S>, z.output<S>> {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodFormResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    ...FORM_VALIDATION,
    defaultValues,
  });
  // The first field refused takes the focus once the form is enabled again: a control inside the disabled fieldset
  // of a sending form cannot be focused, so React Hook Form's own focus (at once and on a timer, both racing the
  // fieldset's re-enabling) may land nowhere. `FIRST_INVALID`: the schema refused the form before it was sent (the
  // first invalid field in the form's order); a name: the server refused that field.
  const [toFocus, setToFocus] = useState<{ name: string } | null>(null);
  const { isSubmitting } = form.formState;
  useEffect(() => {
    if (!toFocus || isSubmitting) return;
    if (toFocus.name === FIRST_INVALID) form.control._focusError();
    else form.setFocus(toFocus.name as Path<z.input<S>>);
  }, [toFocus, isSubmitting, form]);
  const invalid = () => setToFocus({ name: FIRST_INVALID });
  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    setToFocus(null);
    try {
      await submit(body);
      if (savedText) toast(savedText);
    } catch (err) {
      if (applyServerFieldErrors(err, form.setError, isField ?? (() => true))) {
        const first = err instanceof ApiError ? Object.keys(err.fields ?? {})[0] : undefined;
        const field = first === undefined || !isField ? first : isField(first);
        const name = field === true ? first : field || undefined;
        if (name) setToFocus({ name });
        return;
      }
      setFormError(failureText(err, t('kit.saveFailed')));
    }
  }, invalid);
  return { form, onSubmit, formError };
}

export interface AdminFormState<T extends FieldValues, TOut> {
  form: UseFormReturn<T, unknown, TOut>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  formError: string | null;
}

/** The frame of a console form (BoundForm: busy while sending) with the form-level refusal above its fields. */
export function AdminForm<T extends FieldValues, TOut>({
  state,
  submitLabel,
  actions,
  children,
}: {
  state: AdminFormState<T, TOut>;
  submitLabel: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <BoundForm
      form={state.form}
      onSubmit={state.onSubmit}
      submitLabel={submitLabel}
      className="form admin-form"
      actions={actions}
      header={state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
    >
      {children}
    </BoundForm>
  );
}
