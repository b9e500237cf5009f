import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLogin } from '@/api/generated/query/auth/auth';
import type { LoginResult } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useErrorText } from '@/hooks/use-error-text';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useAbortableRequest, useSlowPending } from '@/hooks/use-slow-pending';
import { useFieldMessages, useFormBanner } from '@/lib/forms';
import { SessionStorageError, clearSession, getRememberedEmail, isRememberMe } from '@/lib/session';
import { loginFormSchema, loginMessages, type LoginFormInput, type LoginFormValues } from '../schemas';
import { PasswordField } from './password-field';

const FIELDS = ['email', 'password'] as const;

/** Login fields; idle → submitting → success or error; validation and its messages. */
export function LoginForm({
  onSignedIn,
  email,
}: {
  onSignedIn: (result: LoginResult, values: LoginFormValues) => void;
  /** An email to fill in (an account just registered); else the remembered one. */
  email?: string | null;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { request, abort } = useAbortableRequest();
  const login = useLogin({ request });
  const slow = useSlowPending(login.isPending);
  // The sign-in worked but the browser refused to store the session (storage full or blocked).
  const [storageFailed, setStorageFailed] = useState(false);
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema, { error: loginMessages }),
    // The remembered email is prefilled, or the one just registered; the checkbox
    // starts as the visitor left it.
    defaultValues: { email: email || getRememberedEmail(), password: '', remember: isRememberMe() },
  });
  const field = useFieldMessages('auth', form.formState.errors, FIELDS);
  const banner = useFormBanner(form.watch, login, FIELDS);

  const onSubmit = banner.onSubmit(
    form.handleSubmit((values) => {
      setStorageFailed(false);
      login.mutate(
        { data: { email: values.email, password: values.password } },
        {
          onSuccess: (result) => {
            try {
              onSignedIn(result, values);
            } catch (error) {
              if (!(error instanceof SessionStorageError)) throw error;
              clearSession();
              setStorageFailed(true);
            }
          },
        },
      );
    }),
  );
  const cancel = () => {
    abort();
    login.reset();
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {banner.visible ? <Alert tone="error">{errorText(login.error, t('login.failed'))}</Alert> : null}
      {storageFailed ? <Alert tone="error">{t('session.storageFull')}</Alert> : null}
      {slow ? (
        <SlowNotice
          onCancel={cancel}
          onRetry={() => {
            cancel();
            void onSubmit();
          }}
        />
      ) : null}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        autoFocus={!email}
        {...field('email')}
        {...form.register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        // With the email filled in, the password is what is left to type.
        autoFocus={!!email}
        {...field('password')}
        {...form.register('password')}
      />
      <div className="auth-form__row">
        <label className="auth-form__checkbox">
          <input type="checkbox" {...form.register('remember')} />
          {t('fields.rememberMe')}
        </label>
        <Link to={paths.forgotPassword.href()}>{t('login.forgotPassword')}</Link>
      </div>
      <Button type="submit" className="auth-form__submit" loading={login.isPending} loadingText={t('login.submitting')}>
        {t('login.submit')}
      </Button>
      <p className="auth-form__switch">
        {t('login.noAccount')} <Link to={paths.register.href()}>{t('login.registerLink')}</Link>
      </p>
    </form>
  );
}
