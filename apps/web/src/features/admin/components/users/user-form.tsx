import {
  type AdminUserCreate,
  adminUserCreateSchema,
  type AdminUserUpdate,
  adminUserUpdateSchema,
  EARLIEST_BIRTH_DATE,
  formatPhone,
  ROLES,
  todayIso,
  type User,
} from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { submitTo, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { createUser, updateUser } from '../../api/users';
import { useAdminMutation } from '../../api/admin-query';
import { FormFooter } from '@/components/back-office/form-footer';

interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  password: string;
  role: User['role'];
  isBanned: boolean;
}

function defaults(user: User | null): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ? formatPhone(user.phone) : '',
    dateOfBirth: user?.dateOfBirth?.slice(0, 10) ?? '',
    password: '',
    role: user?.role ?? 'user',
    isBanned: user?.isBanned ?? false,
  };
}

/**
 * SPEC §5 Admin user form: names, e-mail, phone and birth date required; a password on create, optional on edit
 * (blank leaves it unchanged and is not sent); the banned box only on edit.
 */
export function UserForm({ user, onDone }: { user: User | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const editing = user !== null;
  const schema = editing ? adminUserUpdateSchema : adminUserCreateSchema;
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: defaults(user),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const save = useAdminMutation({
    mutationFn: (body: AdminUserUpdate) =>
      user ? updateUser({ id: user._id, body }) : createUser(body as AdminUserCreate),
    success: () => (editing ? t('users.updated') : t('users.created')),
    failure: editing ? t('users.updateError') : t('users.createError'),
  });

  // The banned box is sent only on edit; a blank password was already dropped by the schema.
  const onSubmit = submitTo(
    form,
    (values) => save.mutateAsync(editing ? values : { ...values, isBanned: undefined }),
    onDone,
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="user-firstName" label={t('users.firstName')} error={errorText(errors.firstName)}>
          {(control) => <Input {...control} {...register('firstName')} autoComplete="off" />}
        </Field>
        <Field id="user-lastName" label={t('users.lastName')} error={errorText(errors.lastName)}>
          {(control) => <Input {...control} {...register('lastName')} autoComplete="off" />}
        </Field>
      </div>
      <Field id="user-email" label={t('users.email')} error={errorText(errors.email)}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="user-phone" label={t('users.phone')} error={errorText(errors.phone)}>
          {(control) => (
            <Input
              {...control}
              {...register('phone')}
              type="tel"
              inputMode="tel"
              placeholder="07 12 34 56 78"
            />
          )}
        </Field>
        <Field id="user-dateOfBirth" label={t('users.dateOfBirth')} error={errorText(errors.dateOfBirth)}>
          {(control) => (
            <Input
              {...control}
              {...register('dateOfBirth')}
              type="date"
              min={EARLIEST_BIRTH_DATE}
              max={todayIso()}
            />
          )}
        </Field>
      </div>
      <Field
        id="user-password"
        label={editing ? t('users.newPassword') : t('users.password')}
        hint={editing ? t('users.passwordKeep') : t('users.passwordRules')}
        error={errorText(errors.password)}
      >
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field id="user-role" label={t('users.role')} error={errorText(errors.role)}>
        {(control) => (
          <Select {...control} {...register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`users.roles.${role}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {editing && <Checkbox id="user-isBanned" label={t('users.banned')} {...register('isBanned')} />}
      <FormFooter submitting={isSubmitting} submitLabel={editing ? t('common.save') : t('common.create')} />
    </form>
  );
}
