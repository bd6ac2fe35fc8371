import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of an add/edit form whose edit schema loosens the create schema (an empty
 * password keeps the stored one). The form is typed by the edit schema; adding checks the
 * stricter create schema, whose values must fit that type.
 */
export function addOrEditResolver<E extends z.ZodType<FieldValues, FieldValues>>(
  editing: boolean,
  create: z.ZodType<z.output<E>, z.input<E>>,
  edit: E,
): Resolver<z.input<E>, unknown, z.output<E>> {
  return editing ? zodResolver(edit) : zodResolver(create);
}
