import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '@/api/generated/query/users/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useErrorText } from '@/hooks/use-error-text';
import { applyServerErrors, useFieldMessages, useFormBanner } from '@/lib/forms';
import {
  PASSWORD_FIELDS,
  PASSWORD_LIMITS,
  passwordFormSchema,
  toPasswordChange,
  type PasswordFormValues,
} from '../password-schema';

const EMPTY: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirm, each rule with its own message. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const { register, reset } = form;
  const field = useFieldMessages('account', form.formState.errors, PASSWORD_FIELDS, PASSWORD_LIMITS);
  const banner = useFormBanner(form.watch, change, PASSWORD_FIELDS);

  const onValid = (values: PasswordFormValues) => {
    setDone(false);
    change.mutate(
      { data: toPasswordChange(values) },
      {
        onSuccess: () => {
          setDone(true);
          reset(EMPTY);
        },
        onError: (error) => applyServerErrors(error, form.setError, PASSWORD_FIELDS),
      },
    );
  };
  const onSubmit = banner.onSubmit(form.handleSubmit(onValid));

  return (
    <form
      className="card account-form"
      noValidate
      aria-labelledby="password-form-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="password-form-title">{t('password.title')}</h2>
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        {...field('oldPassword')}
        {...register('oldPassword')}
      />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        {...field('newPassword')}
        {...register('newPassword')}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
        {...register('confirmPassword')}
      />
      {done ? <Alert tone="success">{t('password.success')}</Alert> : null}
      {banner.visible ? <Alert tone="error">{errorText(change.error, t('password.failure'))}</Alert> : null}
      <div className="account-form__actions">
        <Button type="submit" loading={change.isPending} loadingText={t('password.submitting')}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
