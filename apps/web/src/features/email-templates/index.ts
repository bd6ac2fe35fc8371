import { lazy } from 'react';

// What other features may use of email templates: the visual editor, the unsaved-changes
// guard and its question, and a campaign's Email Templates tab.
export { DiscardChangesDialog } from './dialogs/discard-changes-dialog.tsx';
export { useUnsavedGuard } from './logic/use-unsaved-guard.ts';

/** TipTap and ProseMirror download with the first editor shown, not with the page. */
export const RichBodyEditor = lazy(() => import('./sections/rich-body-editor.tsx'));

/** A campaign's Email Templates tab; downloads when it first renders. */
export const EmailTemplatesTab = lazy(() =>
  import('./sections/email-templates-tab.tsx').then((m) => ({ default: m.EmailTemplatesTab })),
);
