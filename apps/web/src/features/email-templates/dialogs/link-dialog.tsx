import { messages } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import LinkOff from '@mui/icons-material/LinkOff';
import PersonPinOutlined from '@mui/icons-material/PersonPinOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { INVITE_LINK_HREF, normalizeLinkHref } from '../logic/link-href.ts';

const linkForm = z.object({
  href: z.string().transform((v, ctx) => {
    const href = normalizeLinkHref(v);
    if (href === null) {
      ctx.addIssue({ code: 'custom', message: messages.invalidUrl });
      return z.NEVER;
    }
    return href;
  }),
  text: z.string(),
});
type LinkFormIn = z.input<typeof linkForm>;
export type LinkChoice = z.output<typeof linkForm>;

type LinkDialogProps = {
  /** The link under the cursor, when editing one. */
  href: string | null;
  /** Nothing is selected: the dialog asks for the text to show too. */
  needsText: boolean;
  onApply: (link: LinkChoice) => void;
  onRemove: () => void;
  onClose: () => void;
};

/** Adds or changes a link: a web address, an email address, or the creator's invite page. */
export function LinkDialog({ href, needsText, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const form = useForm<LinkFormIn, unknown, LinkChoice>({
    resolver: zodResolver(linkForm),
    defaultValues: { href: href ?? '', text: '' },
  });
  const fields = formFields(form);
  return (
    <FormDialog
      form={form}
      title={href ? t('Edit link') : t('Add link')}
      submitLabel={href ? t('Update link') : t('Add link')}
      onSubmit={(link) => {
        onApply(link);
        onClose();
        return null;
      }}
      onClose={onClose}
      extraActions={
        href ? (
          <Button color="error" startIcon={<LinkOff />} onClick={onRemove} sx={{ mr: 'auto' }}>
            {t('Remove link')}
          </Button>
        ) : null
      }
    >
      <Box>
        <fields.Text
          name="href"
          label={t('Link to')}
          placeholder="https://"
          autoFocus
          helperText={t('A web address, an email address, or the creator’s invite page.')}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
        />
        <Button
          size="small"
          color="inherit"
          startIcon={<PersonPinOutlined />}
          sx={{ mt: 1 }}
          onClick={() =>
            form.setValue('href', INVITE_LINK_HREF, { shouldDirty: true, shouldValidate: true })
          }
        >
          {t('Use the creator’s invite page')}
        </Button>
      </Box>
      {needsText ? (
        <fields.Text
          name="text"
          label={t('Text to show')}
          helperText={t('Leave empty to show the address.')}
        />
      ) : null}
    </FormDialog>
  );
}
