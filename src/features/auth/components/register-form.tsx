import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRegister } from '@/api/generated/query/auth/auth';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useErrorText } from '@/hooks/use-error-text';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useAbortableRequest, useSlowMutation } from '@/hooks/use-slow-pending';
import { applyServerErrors, useFieldMessages, useFormBanner } from '@/lib/forms';
import { registerFormSchema, registerMessages, type RegisterFormInput, type RegisterFormValues } from '../schemas';
import { PasswordField } from './password-field';
import { interfaceLanguage } from '@/lib/format';

const FIELDS = ['name', 'email', 'password'] as const;

/** Registration: its fields, rules and messages. Sends the interface language with the account. */
export function RegisterForm({ onRegistered }: { onRegistered: (values: RegisterFormValues) => void }) {
  const { t, i18n } = useTranslation('auth');
  const errorText = useErrorText();
  const { request, abort } = useAbortableRequest();
  const registration = useRegister({ request });
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema, { error: registerMessages }),
    defaultValues: { name: '', email: '', password: '' },
  });
  const field = useFieldMessages('auth', form.formState.errors, FIELDS);
  const banner = useFormBanner(form.watch, registration, FIELDS);

  const onSubmit = banner.onSubmit(
    form.handleSubmit((values) => {
      const language = interfaceLanguage(i18n);
      registration.mutate(
        { data: { ...values, language } },
        {
          onSuccess: () => onRegistered(values),
          // A 422 names the offending fields: the server's words go next to them.
          onError: (error) => applyServerErrors(error, form.setError, FIELDS),
        },
      );
    }),
  );

  const wait = useSlowMutation(registration, abort, () => void onSubmit());

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {banner.visible ? <Alert tone="error">{errorText(registration.error, t('register.failed'))}</Alert> : null}
      {wait.slow ? <SlowNotice onRetry={wait.retry} onCancel={wait.cancel} /> : null}
      <TextField label={t('fields.name')} autoComplete="name" {...field('name')} {...form.register('name')} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        {...field('email')}
        {...form.register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        {...field('password')}
        {...form.register('password')}
      />
      <Button
        type="submit"
        className="auth-form__submit"
        loading={registration.isPending}
        loadingText={t('register.submitting')}
      >
        {t('register.submit')}
      </Button>
      <p className="auth-form__switch">
        {t('register.haveAccount')} <Link to={paths.login.href()}>{t('register.loginLink')}</Link>
      </p>
    </form>
  );
}
