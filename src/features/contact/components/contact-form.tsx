import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useCreateContactMessage } from '@/api/generated/query/contacts/contacts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldShell, TextAreaField, TextField } from '@/components/ui/field';
import { ContactTopic } from '@shared/api/generated/model';
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

interface ContactFormProps {
  /** The topic choice: only for a package with custom_enterprise_solutions (the server refuses others). */
  topics?: boolean;
  /** The topic to start from once the choice is there (My Package's enterprise link). */
  preselect?: ContactTopic;
  /** priority_support: the thank-you says the message is first in the queue. */
  priority?: boolean;
}

/** The contact form: sending, then success or error, with its messages. */
export function ContactForm({ topics = false, preselect, priority = false }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const errorText = useErrorText();
  const { request, abort } = useAbortableRequest();
  const send = useCreateContactMessage({ request });
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema, { error: contactMessages }),
    defaultValues: { name: '', email: '', message: '', topic: ContactTopic.general },
  });
  // The choice appears once the package is read: the link's topic is chosen then, not before.
  useEffect(() => {
    if (topics && preselect) form.setValue('topic', preselect);
  }, [topics, preselect, form]);
  const message = useWatch({ control: form.control, name: 'message' });
  const field = useFieldMessages('contact', form.formState.errors, FIELDS);
  const banner = useFormBanner(form.watch, send, FIELDS);
  // Signed in, a 401 can end the session mid-message: the message is kept for after signing in.
  const draft = useKeptFormDraft('contact', form, FIELDS);

  const onSubmit = banner.onSubmit(
    form.handleSubmit((values) => {
      draft.dismiss();
      // Without the choice the message is a general one (the field's default is not sent).
      const { topic, ...message } = values;
      send.mutate(
        { data: topics ? { ...message, topic } : message },
        {
          onSuccess: () => form.reset({ name: '', email: '', message: '', topic }),
          onError: (error) => applyServerErrors(error, form.setError, FIELDS),
        },
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
      {topics ? (
        <FieldShell label={t('fields.topic')}>
          {({ inputId }) => (
            <select id={inputId} className="field__input" {...form.register('topic')}>
              {Object.values(ContactTopic).map((topic) => (
                <option key={topic} value={topic}>
                  {t(`topics.${topic}`)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      ) : null}
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
      {send.isSuccess ? <Alert tone="success">{t(priority ? 'successPriority' : 'success')}</Alert> : null}
      {banner.visible ? (
        <Alert tone="error">
          {t('sendFailed')}
          {failure ? ` ${failure}` : null}
        </Alert>
      ) : null}
    </form>
  );
}
