import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useCreateContactMessage } from '@/api/generated/query/contacts/contacts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useErrorText } from '@/hooks/use-error-text';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useAbortableRequest, useSlowMutation } from '@/hooks/use-slow-pending';
import { contactFormSchema, MESSAGE_MAX, type ContactErrorKey, type ContactFormInput, type ContactFormValues } from '../schema';

/** SPEC §2 Contact, §4 "sending, then success or error", §8 messages. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const errorText = useErrorText();
  const { request, abort } = useAbortableRequest();
  const send = useCreateContactMessage({ request });
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });
  const error = (key: string | undefined) => (key ? t(key as ContactErrorKey) : undefined);

  const onSubmit = form.handleSubmit((values) => {
    send.mutate({ data: values }, { onSuccess: () => form.reset() });
  });

  // The send-failed sentence, then why: the server's words or a failed connection (never the browser's).
  const failure = send.isError ? errorText(send.error, '') : '';
  const wait = useSlowMutation(send, abort, () => void onSubmit());
  return (
    <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField label={t('fields.name')} autoComplete="name" error={error(errors.name?.message)} {...form.register('name')} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={error(errors.email?.message)} {...form.register('email')} />
      <TextAreaField
        label={t('fields.message')}
        rows={6}
        hint={<span className={message.length > MESSAGE_MAX ? 'contact-form__counter--over' : undefined}>{t('fields.counter', { count: message.length, max: MESSAGE_MAX })}</span>}
        error={error(errors.message?.message)}
        {...form.register('message', { onChange: () => send.isSuccess && send.reset() })}
      />
      <Button type="submit" loading={send.isPending} loadingText={t('submitting')}>
        {t('submit')}
      </Button>
      {wait.slow ? <SlowNotice onRetry={wait.retry} onCancel={wait.cancel} /> : null}
      {send.isSuccess ? <Alert tone="success">{t('success')}</Alert> : null}
      {send.isError ? (
        <Alert tone="error">
          {t('sendFailed')}
          {failure ? ` ${failure}` : null}
        </Alert>
      ) : null}
    </form>
  );
}
