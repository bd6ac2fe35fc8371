import { type EmailTemplateType, emailTemplateType } from '@app/contract';

/** What the editor shows, from ?template=: a type, a custom template, or a new one. */
export type TemplateSelection =
  | { kind: 'type'; type: EmailTemplateType }
  | { kind: 'custom'; id: number }
  | { kind: 'new' };

export function parseSelection(value: string | null): TemplateSelection {
  if (value === 'new') return { kind: 'new' };
  const custom = /^custom-(\d{1,12})$/.exec(value ?? '');
  if (custom) return { kind: 'custom', id: Number(custom[1]) };
  const type = emailTemplateType.safeParse(value);
  return { kind: 'type', type: type.success ? type.data : 'invite' };
}

export function selectionParam(selection: TemplateSelection): string {
  if (selection.kind === 'new') return 'new';
  if (selection.kind === 'custom') return `custom-${selection.id}`;
  return selection.type;
}
