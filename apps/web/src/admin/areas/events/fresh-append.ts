import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * After an item is added to a list of the form (useFieldArray's append), React Hook Form checks the whole list at once
 * (mode onTouched): the blank item just added would show "required" on its fields before anyone typed in them, and
 * the message would vanish as they are left, moving what is below under the pointer. This drops the new item's
 * errors of that check, once: leaving one of its fields or sending the form checks it as usual (and ends the watch).
 */
export function keepNewItemQuiet<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, item: string) {
  if (form.formState.isSubmitted) return;
  const stop = form.subscribe({
    formState: { errors: true, touchedFields: true, isSubmitted: true },
    callback: (state) => {
      if (state.isSubmitted || get(state.touchedFields, item)) return stop();
      if (!get(state.errors, item)) return;
      stop();
      form.clearErrors(item as Path<T>);
    },
  });
}
