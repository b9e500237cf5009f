import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '@/api/generated/query/users/users';
import { changePasswordBodyNewPasswordMax, changePasswordBodyNewPasswordMin } from '@/api/generated/zod/users/users.zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useErrorText } from '@/hooks/use-error-text';
import { passwordFormSchema, toPasswordChange, type PasswordErrorCode, type PasswordFormValues } from '../password-schema';

const EMPTY: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirm (SPEC §2 "Password"), with SPEC §5's messages. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });

  const texts: Record<PasswordErrorCode, string> = {
    fillAll: t('password.errors.fillAll'),
    allRequired: t('password.errors.allRequired'),
    mismatch: t('password.errors.mismatch'),
    sameAsCurrent: t('password.errors.sameAsCurrent'),
    minLength: t('password.errors.minLength', { min: changePasswordBodyNewPasswordMin }),
    maxLength: t('password.errors.maxLength', { max: changePasswordBodyNewPasswordMax }),
  };
  const text = (message: string | undefined) => (message ? (texts[message as PasswordErrorCode] ?? message) : undefined);

  const onSubmit = (values: PasswordFormValues) => {
    setDone(false);
    change.mutate(
      { data: toPasswordChange(values) },
      {
        onSuccess: () => {
          setDone(true);
          reset(EMPTY);
        },
      },
    );
  };

  return (
    <form className="card account-form" noValidate aria-labelledby="password-form-title" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <h2 id="password-form-title">{t('password.title')}</h2>
      <TextField label={t('password.current')} type="password" autoComplete="current-password" error={text(errors.oldPassword?.message)} {...register('oldPassword')} />
      <TextField label={t('password.new')} type="password" autoComplete="new-password" error={text(errors.newPassword?.message)} {...register('newPassword')} />
      <TextField label={t('password.confirm')} type="password" autoComplete="new-password" error={text(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      {done ? <Alert tone="success">{t('password.success')}</Alert> : null}
      {change.isError ? <Alert tone="error">{errorText(change.error, t('password.failure'))}</Alert> : null}
      <div className="account-form__actions">
        <Button type="submit" loading={change.isPending} loadingText={t('password.submitting')}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
