import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '../ui/button.tsx';

export interface BoundFormProps<T extends FieldValues, TOut> {
  /** The form's useForm(); the fields inside (FormText, EmailField, PasswordFields...) bind to it by name. */
  form: UseFormReturn<T, unknown, TOut>;
  /** form.handleSubmit(...) */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: ReactNode;
  /** Beside the submit button (a cancel link). */
  actions?: ReactNode;
  /** Inside the form, before its fields (a note, the form-level error). */
  header?: ReactNode;
  className?: string;
  actionsClassName?: string;
  children: ReactNode;
}

/**
 * The frame of every form: the fields bound to `form`, validation left to the schema (noValidate), and while
 * sending every input disabled and the submit button showing a loader (spec: forms show a loader while submitting).
 */
export function BoundForm<T extends FieldValues, TOut>({
  form,
  onSubmit,
  submitLabel,
  actions,
  header,
  className,
  actionsClassName = 'actions',
  children,
}: BoundFormProps<T, TOut>) {
  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form className={className} noValidate onSubmit={onSubmit}>
        {header}
        <fieldset className="form-body" disabled={isSubmitting}>
          {children}
          <div className={actionsClassName}>
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
            {actions}
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
