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
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useKeptFormDraft } from '@/hooks/use-kept-draft';
import { applyServerErrors, useFieldMessages, useFormBanner } from '@/lib/forms';
import {
  contactFormSchema,
  contactMessages,
  MESSAGE_MAX,
  type ContactFormInput,
  type ContactFormValues,
} from '../schema';

const FIELDS = ['name', 'email', 'message'] as const;

/** SPEC §2 Contact, §4 "sending, then success or error", §8 messages. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const errorText = useErrorText();
  const { request, abort } = useAbortableRequest();
  const send = useCreateContactMessage({ request });
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema, { error: contactMessages }),
    defaultValues: { name: '', email: '', message: '' },
  });
  const message = useWatch({ control: form.control, name: 'message' });
  const field = useFieldMessages('contact', form.formState.errors, FIELDS);
  const banner = useFormBanner(form.watch, send, FIELDS);
  // Signed in, a 401 can end the session mid-message: the message is kept for after signing in.
  const draft = useKeptFormDraft('contact', form, FIELDS);

  const onSubmit = banner.onSubmit(
    form.handleSubmit((values) => {
      draft.dismiss();
      send.mutate(
        { data: values },
        { onSuccess: () => form.reset(), onError: (error) => applyServerErrors(error, form.setError, FIELDS) },
      );
    }),
  );

  // The send-failed sentence, then why: the server's words or a failed connection (never the browser's).
  const failure = banner.visible ? errorText(send.error, '') : '';
  const wait = useSlowMutation(send, abort, () => void onSubmit());
  return (
    <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {draft.kept ? <KeptDraftNote onDismiss={draft.dismiss} /> : null}
      <TextField label={t('fields.name')} autoComplete="name" {...field('name')} {...form.register('name')} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        {...field('email')}
        {...form.register('email')}
      />
      <TextAreaField
        label={t('fields.message')}
        rows={6}
        hint={
          <span className={message.length > MESSAGE_MAX ? 'contact-form__counter--over' : undefined}>
            {t('fields.counter', { count: message.length, max: MESSAGE_MAX })}
          </span>
        }
        {...field('message')}
        {...form.register('message', { onChange: () => send.isSuccess && send.reset() })}
      />
      <Button type="submit" loading={send.isPending} loadingText={t('submitting')}>
        {t('submit')}
      </Button>
      {wait.slow ? <SlowNotice onRetry={wait.retry} onCancel={wait.cancel} /> : null}
      {send.isSuccess ? <Alert tone="success">{t('success')}</Alert> : null}
      {banner.visible ? (
        <Alert tone="error">
          {t('sendFailed')}
          {failure ? ` ${failure}` : null}
        </Alert>
      ) : null}
    </form>
  );
}
