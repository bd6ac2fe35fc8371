import { createUserRequest, newPassword, type User, UserRole, userRoleLabel } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addOrEditResolver } from '../../../components/form/add-or-edit-resolver.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { withoutEmptyPassword } from '../../../components/form/keep-password.ts';
import { PersonFields } from '../../../components/form/person-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import { useCreateUser, useUpdateUser } from '../api/team-api.ts';

// Create uses the contract's createUserRequest as is; edit makes the password optional.
const editMemberSchema = createUserRequest
  .pick({ email: true, firstName: true, lastName: true, phoneNumber: true, role: true })
  .extend({ password: z.union([z.literal(''), newPassword]).optional() });

type MemberInput = z.input<typeof editMemberSchema>;
type MemberOutput = z.output<typeof editMemberSchema>;

/** Add a member (`member` null) or edit one. Mounted only while open: each opening starts afresh. */
export function MemberDialog({ member, onClose }: { member: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const roleOptions = useLabelledOptions([UserRole.Admin, UserRole.Manager], userRoleLabel);
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = member !== null;

  const form = useForm<MemberInput, unknown, MemberOutput>({
    resolver: addOrEditResolver(editing, createUserRequest, editMemberSchema),
    defaultValues: {
      email: member?.email ?? '',
      firstName: member?.firstName ?? '',
      lastName: member?.lastName ?? '',
      phoneNumber: member?.phoneNumber ?? '',
      role: member?.role ?? UserRole.Manager,
      password: '',
    },
  });
  const fields = formFields(form);

  const submit = async (values: MemberOutput) => {
    if (member) {
      const saved = await update.mutateAsync({ id: member.id, body: withoutEmptyPassword(values) });
      return t('{{name}} updated', { name: saved.name || saved.email });
    }
    const saved = await create.mutateAsync({ ...values, password: values.password ?? '' });
    return t('{{name}} added to the team', { name: saved.name || saved.email });
  };

  return (
    <FormDialog
      form={form}
      title={editing ? t('Edit member') : t('Add member')}
      submitLabel={editing ? t('Save changes') : t('Add member')}
      onSubmit={submit}
      onClose={onClose}
      columns={2}
    >
      <PersonFields control={form.control} own={false} />
      <fields.Select name="role" label={t('Role')} options={roleOptions} />
      <fields.Password
        name="password"
        label={editing ? t('New password') : t('Initial password')}
        helperText={
          editing
            ? t('Leave empty to keep the current password')
            : t('Share it with them; they can change it in Profile')
        }
      />
    </FormDialog>
  );
}
