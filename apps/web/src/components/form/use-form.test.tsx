import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setUpComponentTests } from '../../testing/component-tests.ts';
import { FormTextField } from './form-text-field.tsx';
import { useForm } from './use-form.ts';

setUpComponentTests();

const schema = z.object({
  name: z.string().trim().min(1, 'Campaign name is required'),
  email: z.email('Enter a valid email'),
});
type Values = z.infer<typeof schema>;

/** Two fields whose errors are set by hand, as the campaign wizard's "Next" and the server do. */
function CheckedByHand() {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '' },
  });
  return (
    <form>
      <FormTextField control={form.control} name="name" label="Campaign name" />
      <FormTextField control={form.control} name="email" label="Email" />
      <button
        type="button"
        onClick={() => {
          form.setError('name', { type: 'validate', message: 'Campaign name is required' });
          form.setError('email', { type: 'server', message: 'Email is already taken' });
        }}
      >
        Next
      </button>
    </form>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) =>
  act(async () => {
    fireEvent.change(box(name), { target: { value } });
  });

describe("the form kit's useForm", () => {
  it('clears a field error set by hand as soon as the value is valid, not before', async () => {
    render(<CheckedByHand />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(box('Campaign name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Campaign name is required')).toBeTruthy();

    await type('Campaign name', '   ');
    expect(box('Campaign name').getAttribute('aria-invalid')).toBe('true');
    await type('Campaign name', 'Spring launch');
    expect(box('Campaign name').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Campaign name is required')).toBeNull();

    // The other field keeps its message until it changes; an invalid value shows the check's.
    expect(screen.getByText('Email is already taken')).toBeTruthy();
    await type('Email', 'anna@');
    expect(screen.getByText('Enter a valid email')).toBeTruthy();
    await type('Email', 'anna@studio.com');
    expect(box('Email').getAttribute('aria-invalid')).toBe('false');
  });

  it('is the only useForm the app calls (react-hook-form itself only here)', () => {
    const src = join(import.meta.dirname, '..', '..');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return walk(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const direct = walk(src)
      .filter((path) =>
        /import \{[^}]*\buseForm\b[^}]*\} from 'react-hook-form'/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(src, path));
    expect(direct).toEqual([join('components', 'form', 'use-form.ts')]);
  });
});
