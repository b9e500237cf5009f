import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '@/api/generated/query/auth/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useErrorText } from '@/hooks/use-error-text';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useFieldMessages, useFormBanner } from '@/lib/forms';
import {
  forgotPasswordFormSchema,
  forgotPasswordMessages,
  type ForgotPasswordFormInput,
  type ForgotPasswordFormValues,
} from './schemas';
import { readResetEmail } from './password-reset-state';
import './auth.css';

const FIELDS = ['email'] as const;

/**
 * `/forgot-password`: the spec only names the route, so this is the usual screen — an email,
 * then a neutral confirmation that does not reveal whether the address has an account.
 */
export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle('pageTitle.forgotPassword');
  const errorText = useErrorText();
  const reset = useRequestPasswordReset();
  const location = useLocation();
  const form = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema, { error: forgotPasswordMessages }),
    defaultValues: { email: readResetEmail(location.state) },
  });
  const field = useFieldMessages('auth', form.formState.errors, FIELDS);
  const banner = useFormBanner(form.watch, reset, FIELDS);
  const onSubmit = banner.onSubmit(form.handleSubmit((values) => reset.mutate({ data: values })));
  return (
    <div className="container auth-page">
      <div className="card auth-card">
        <h1>{t('forgot.title')}</h1>
        <p className="auth-card__intro">{t('forgot.intro')}</p>
        {reset.isSuccess ? <Alert tone="success">{t('forgot.sent')}</Alert> : null}
        {banner.visible ? <Alert tone="error">{errorText(reset.error, t('forgot.failed'))}</Alert> : null}
        <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            {...field('email')}
            {...form.register('email')}
          />
          <Button
            type="submit"
            className="auth-form__submit"
            loading={reset.isPending}
            loadingText={t('forgot.submitting')}
          >
            {t('forgot.submit')}
          </Button>
        </form>
        <p className="auth-form__switch">
          <Link to={paths.login.href()}>{t('forgot.backToLogin')}</Link>
        </p>
      </div>
    </div>
  );
}
