import { useEffect } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm as useHookForm,
} from 'react-hook-form';

/** `a.b.c` -> `a.b`, `a`: a group's own check (two dates in order) may hold the message. */
function parentsOf(name: string): string[] {
  const parts = name.split('.');
  return parts.slice(1).map((_, i) => parts.slice(0, parts.length - 1 - i).join('.'));
}

/**
 * The app's forms: react-hook-form's useForm, plus a field that shows an error is checked
 * again at each change, so its message goes as soon as the value is valid. react-hook-form
 * alone re-checks on change only after a submit, and never an error set by hand (a wizard
 * step's check, the server's answer): those stayed until the next submit (issue 31).
 */
export function useForm<T extends FieldValues, TContext = unknown, TOut extends FieldValues = T>(
  props?: UseFormProps<T, TContext, TOut>,
): UseFormReturn<T, TContext, TOut> {
  const form = useHookForm<T, TContext, TOut>(props);
  const { subscribe, getFieldState, trigger } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          // Only what the user changes (a setValue has no event type).
          if (!name || type !== 'change') return;
          const own = getFieldState(name as FieldPath<T>).invalid ? [name] : [];
          // A group's own message (not only its fields'): it has a type of its own.
          const groups = parentsOf(name).filter(
            (path) => typeof getFieldState(path as FieldPath<T>).error?.type === 'string',
          );
          const invalid = [...own, ...groups];
          if (invalid.length) void trigger(invalid as FieldPath<T>[]);
        },
      }),
    [subscribe, getFieldState, trigger],
  );
  return form;
}
