import type { Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';

/**
 * The hidden file input and the drag-and-drop handlers of a one-file picker. Spread
 * `inputProps` on an `<input>` (add its accept and aria-label), call `open` from the visible
 * button, and spread `dropProps` on the element that takes a dropped file.
 */
export function useFilePicker({
  disabled = false,
  onFile,
}: {
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return {
    inputId,
    dragging,
    open: () => inputRef.current?.click(),
    inputProps: {
      ref: inputRef,
      id: inputId,
      type: 'file',
      hidden: true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        // Cleared, so that picking the same file again is a change too.
        event.target.value = '';
        if (file) onFile(file);
      },
    },
    dropProps: {
      onDragOver: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files?.[0];
        if (!disabled && file) onFile(file);
      },
    },
  };
}

/** The dashed border and tint of a drop target: red with an error, primary while dragging. */
export function dropTargetColors(theme: Theme, error: unknown, dragging: boolean) {
  const tone = dragging
    ? theme.palette.primary.main
    : error
      ? theme.palette.error.main
      : theme.palette.grey[500];
  return {
    border: `1px dashed ${alpha(tone, 0.32)}`,
    bgcolor: alpha(tone, dragging ? 0.08 : 0.04),
  };
}
