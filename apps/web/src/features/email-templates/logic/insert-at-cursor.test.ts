import { templateVariableToken as variableToken } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { imageTag, insertAtSelection, wrapSelection } from './insert-at-cursor.ts';

describe('insertAtSelection', () => {
  it('inserts a variable token at the caret and moves the caret after it', () => {
    const text = 'Hi , welcome';
    const edit = insertAtSelection(text, 3, 3, variableToken('firstName'));
    expect(edit.value).toBe('Hi {{firstName}}, welcome');
    expect(edit.caret).toBe(3 + '{{firstName}}'.length);
  });

  it('replaces the selected text', () => {
    const edit = insertAtSelection('Hello NAME!', 6, 10, '{{mediaName}}');
    expect(edit.value).toBe('Hello {{mediaName}}!');
    expect(edit.caret).toBe(19);
  });

  it('accepts a backwards selection and clamps stale positions', () => {
    expect(insertAtSelection('abcdef', 4, 2, 'X').value).toBe('abXef');
    expect(insertAtSelection('abc', 10, 12, 'X')).toEqual({ value: 'abcX', caret: 4 });
    expect(insertAtSelection('abc', -5, 0, 'X')).toEqual({ value: 'Xabc', caret: 1 });
  });

  it('inserts at the very start and end', () => {
    expect(insertAtSelection('body', 0, 0, '{{a}}').value).toBe('{{a}}body');
    expect(insertAtSelection('body', 4, 4, '{{a}}').value).toBe('body{{a}}');
  });
});

describe('wrapSelection', () => {
  it('wraps the selection and keeps it selected', () => {
    const edit = wrapSelection('make this bold', 5, 9, '<strong>', '</strong>');
    expect(edit.value).toBe('make <strong>this</strong> bold');
    expect(edit.value.slice(edit.selectionStart, edit.caret)).toBe('this');
  });

  it('with no selection puts the caret between the tags', () => {
    const edit = wrapSelection('ab', 1, 1, '<em>', '</em>');
    expect(edit.value).toBe('a<em></em>b');
    expect(edit.caret).toBe(5);
    expect(edit.selectionStart).toBe(5);
  });
});

describe('imageTag', () => {
  it('escapes a URL that tries to break out of the attribute', () => {
    expect(imageTag('/files/a"b<c')).toContain('src="/files/a&quot;b&lt;c"');
  });
});
