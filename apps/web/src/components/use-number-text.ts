import { useEffect, useState } from 'react';

/** A number field that commits as the user types: one end of a range filter, say. */
export type NumberFieldProps = {
  label: string;
  /** The committed number; undefined: none (any). */
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
};

/**
 * The text of a number field, starting from its committed value. It follows changes from
 * outside (a reset, a saved view), but not the echo of its own commit: "12k" must not turn
 * into "12000" under the user's fingers. `parse` answers null for empty, undefined for junk.
 */
export function useNumberText(
  value: number | undefined,
  parse: (text: string) => number | null | undefined,
) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => {
    setText((current) =>
      (parse(current) ?? undefined) === value ? current : value === undefined ? '' : String(value),
    );
  }, [value, parse]);
  return [text, setText] as const;
}
