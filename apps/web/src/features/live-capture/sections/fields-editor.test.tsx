import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import type { FieldDraft } from '../logic/lead-magnet-form.ts';
import { FieldsEditor } from './fields-editor.tsx';

setUpComponentTests();

/** The editor with its value in state, as the form's Controller keeps it. */
function Editor({
  initial,
  onValue,
}: {
  initial: FieldDraft[];
  onValue: (v: FieldDraft[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FieldsEditor
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function show(initial: FieldDraft[] = []) {
  const onValue = vi.fn<(v: FieldDraft[]) => void>();
  render(<Editor initial={initial} onValue={onValue} />);
  return { last: () => onValue.mock.calls.at(-1)?.[0] ?? [] };
}

describe('FieldsEditor', () => {
  it('starts with email and channel only, and adds a field whose key follows its label', () => {
    const { last } = show();
    expect(screen.getByText('Email and channel link only')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    const field = screen.getByRole('group', { name: 'Field 1' });
    fireEvent.change(within(field).getByRole('textbox', { name: 'Label' }), {
      target: { value: 'Discord name' },
    });
    expect(last()).toEqual([
      { key: 'discord_name', label: 'Discord name', type: 'text', required: false, options: [] },
    ]);
    expect(screen.getByText('1 of 10 fields')).toBeTruthy();
  });

  it('shows a bad key on its field, and a choice field asks for its options', async () => {
    const { last } = show([
      { key: 'platform', label: 'Platform', type: 'select', required: true, options: [] },
    ]);
    const field = screen.getByRole('group', { name: 'Field 1' });
    expect(within(field).getByText('A choice needs at least one option')).toBeTruthy();
    fireEvent.change(within(field).getByRole('textbox', { name: 'Choices of Platform' }), {
      target: { value: 'PC\nPlayStation, PC' },
    });
    expect(last()[0]?.options).toEqual(['PC', 'PlayStation']);
    expect(within(field).queryByText('A choice needs at least one option')).toBeNull();

    fireEvent.change(within(field).getByRole('textbox', { name: 'Answer key' }), {
      target: { value: 'Platform!' },
    });
    expect(within(field).getByText('Use lowercase letters, digits, _ or -')).toBeTruthy();

    // Back to short text: the choices box goes away.
    await act(async () =>
      fireEvent.mouseDown(within(field).getByRole('combobox', { name: 'Type' })),
    );
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Short text' })));
    expect(last()[0]?.type).toBe('text');
    expect(within(field).queryByRole('textbox', { name: 'Choices of Platform' })).toBeNull();
  });

  it('moves and removes fields', () => {
    const { last } = show([
      { key: 'a', label: 'A', type: 'text', required: false, options: [] },
      { key: 'b', label: 'B', type: 'url', required: false, options: [] },
    ]);
    expect((screen.getByRole('button', { name: 'Move A up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move A down' }));
    expect(last().map((f) => f.key)).toEqual(['b', 'a']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove B' }));
    expect(last().map((f) => f.key)).toEqual(['a']);
  });

  it('stops at ten fields', () => {
    show(
      Array.from({ length: 10 }, (_, i) => ({
        key: `q${i}`,
        label: `Q${i}`,
        type: 'text' as const,
        required: false,
        options: [],
      })),
    );
    expect((screen.getByRole('button', { name: 'Add field' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
