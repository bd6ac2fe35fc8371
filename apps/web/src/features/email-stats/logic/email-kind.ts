import { type EmailTemplateType, emailTemplateTypeLabel } from '@app/contract';

/** An email's kind as people read it: the template type, or "Custom" (with its name). */
export function emailKindLabel(kind: EmailTemplateType | 'custom'): string {
  return kind === 'custom' ? 'Custom' : emailTemplateTypeLabel[kind];
}
