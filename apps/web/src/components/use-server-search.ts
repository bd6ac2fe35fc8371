import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * An Autocomplete whose options are the server's answer to what is typed: `search` is the
 * typed text once it settles (to send), and `autocompleteProps` make the box search only on
 * what is typed (not on the chosen option's label written back into it) and show the answer
 * as it came, with no filtering of its own.
 */
export function useServerSearch<Option>() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  return {
    search,
    autocompleteProps: {
      onInputChange: (_: unknown, typed: string, reason: string) =>
        setText(reason === 'input' ? typed : ''),
      filterOptions: (options: Option[]) => options,
    },
  };
}
