import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '@/api/generated/query/auth/auth';
import { ApiError } from '@/api/errors';
import { paths, RESET_TOKEN_PARAM } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useErrorText } from '@/hooks/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { applyServerErrors, useFieldMessages, useFormBanner } from '@/lib/forms';
import { PasswordField } from './components/password-field';
import { newLinkState, passwordResetState } from './password-reset-state';
import { useResetLink } from './use-reset-link';
import {
  resetPasswordFormSchema,
  resetPasswordMessages,
  type ResetPasswordFormInput,
  type ResetPasswordFormValues,
} from './schemas';
import './auth.css';

const FIELDS = ['password'] as const;
/** The server's answer to a token that is unknown, expired or already used. */
const LINK_GONE = 410;

/**
 * `/reset-password?token=…`, opened from the mailed link: a new password under registration's
 * rules, then the sign-in page. A link that no longer works says so and offers a new one.
 */
export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle('pageTitle.resetPassword');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM) ?? '';
  const link = useResetLink(token);
  const reset = useResetPassword();
  const form = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema, { error: resetPasswordMessages }),
    defaultValues: { password: '' },
  });
  const field = useFieldMessages('auth', form.formState.errors, FIELDS);
  const banner = useFormBanner(form.watch, reset, FIELDS);
  const linkGone = !token || link.gone || (reset.error instanceof ApiError && reset.error.status === LINK_GONE);
  const goneRef = useRef<HTMLDivElement>(null);
  // A submit the server refused replaces the form by the message: focus follows it, so a keyboard
  // or screen reader user hears it. A link found gone on opening is read from the top, heading first.
  useEffect(() => {
    if (linkGone && reset.isError) goneRef.current?.focus();
  }, [linkGone, reset.isError]);

  const onSubmit = banner.onSubmit(
    form.handleSubmit((values) =>
      reset.mutate(
        { data: { token, password: values.password } },
        {
          onSuccess: () => void navigate(paths.login.href(), { replace: true, state: passwordResetState() }),
          onError: (error) => applyServerErrors(error, form.setError, FIELDS),
        },
      ),
    ),
  );

  return (
    <div className="container auth-page">
      <div className="card auth-card">
        <h1>{linkGone ? t('reset.goneTitle') : t('reset.title')}</h1>
        {linkGone ? (
          <div ref={goneRef} tabIndex={-1}>
            <Alert tone="error">{t('reset.linkGone')}</Alert>
            <p className="auth-form__switch">
              <Link to={paths.forgotPassword.href()} state={newLinkState(link.email)}>
                {t('reset.requestNew')}
              </Link>
            </p>
          </div>
        ) : link.checking ? (
          <p className="auth-card__intro" role="status">
            {t('reset.checking')}
          </p>
        ) : (
          <>
            <p className="auth-card__intro">{t('reset.intro')}</p>
            {banner.visible ? <Alert tone="error">{errorText(reset.error, t('reset.failed'))}</Alert> : null}
            <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
              <PasswordField
                label={t('reset.newPassword')}
                autoComplete="new-password"
                hint={t('fields.passwordHint')}
                {...field('password')}
                {...form.register('password')}
              />
              <Button
                type="submit"
                className="auth-form__submit"
                loading={reset.isPending}
                loadingText={t('reset.submitting')}
              >
                {t('reset.submit')}
              </Button>
            </form>
          </>
        )}
        <p className="auth-form__switch">
          <Link to={paths.login.href()}>{t('forgot.backToLogin')}</Link>
        </p>
      </div>
    </div>
  );
}
