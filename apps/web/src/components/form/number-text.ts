/**
 * The value of a number box bound to a form (FormTextField's `toValue`): the number typed, or
 * `empty` while the box is empty (null: no number; 0 where the schema wants one).
 */
export function numberFromText(empty: number | null): (text: string) => number | null {
  return (text) => (text === '' ? empty : Number(text));
}
