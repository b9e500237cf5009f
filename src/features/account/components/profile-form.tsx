import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/api/generated/model';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldShell, TextField } from '@/components/ui/field';
import { useErrorText } from '@/hooks/use-error-text';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useAbortableRequest, useSlowMutation } from '@/hooks/use-slow-pending';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useKeptFormDraft } from '@/hooks/use-kept-draft';
import { applyServerErrors, useFieldMessages, useFormBanner } from '@/lib/forms';
import {
  profileFormSchema,
  profileMessages,
  toUserUpdate,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../profile-schema';
import { useSaveProfile } from '../hooks/use-save-profile';
import { AvatarField } from './avatar-field';

const FIELDS = ['name', 'email', 'language', 'phone', 'linkedin', 'profilePic'] as const;

function toFormValues(user: User): ProfileFormInput {
  return {
    name: user.name,
    email: user.email,
    language: user.language,
    phone: user.phone ?? '',
    linkedin: user.linkedin ?? '',
    profilePic: user.profilePic ?? '',
  };
}

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const saveErrorText = useErrorText();
  const { request, abort } = useAbortableRequest();
  const save = useSaveProfile(request);
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema, { error: profileMessages }),
    defaultValues: toFormValues(user),
  });
  const { register, control } = form;
  // The one message for a blank name, email or language is said once, under the first of them.
  const field = useFieldMessages('account', form.formState.errors, FIELDS);
  const banner = useFormBanner(form.watch, save, FIELDS);
  // A 401 while editing keeps the input for after the next sign-in.
  const draft = useKeptFormDraft('profile', form, FIELDS);

  const onValid = (values: ProfileFormValues) => {
    setSaved(false);
    draft.dismiss();
    save.mutate(
      { data: toUserUpdate(values) },
      {
        onSuccess: () => setSaved(true),
        // The server's per-field problems (e.g. a taken email) go next to their fields.
        onError: (error) => applyServerErrors(error, form.setError, FIELDS),
      },
    );
  };
  const onSubmit = banner.onSubmit(form.handleSubmit(onValid));

  const wait = useSlowMutation(save, abort, () => void onSubmit());
  const language = field('language');

  return (
    <form className="card account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {draft.kept ? <KeptDraftNote onDismiss={draft.dismiss} /> : null}
      <Controller
        control={control}
        name="profilePic"
        render={({ field: picture }) => (
          <AvatarField value={picture.value} onChange={picture.onChange} error={field('profilePic').error} />
        )}
      />
      <TextField label={t('profile.name')} autoComplete="name" required {...field('name')} {...register('name')} />
      <TextField
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
        {...register('email')}
      />
      <FieldShell label={t('profile.language')} error={language.error}>
        {({ inputId, describedBy, invalid }) => (
          <select
            id={inputId}
            className="field__input"
            aria-describedby={describedBy}
            aria-invalid={invalid || language['aria-invalid']}
            required
            {...register('language')}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <TextField
        label={t('profile.phone')}
        hint={t('profile.phoneHint')}
        type="tel"
        autoComplete="tel"
        {...field('phone')}
        {...register('phone')}
      />
      <TextField
        label={t('profile.linkedin')}
        hint={t('profile.linkedinHint')}
        type="url"
        inputMode="url"
        {...field('linkedin')}
        {...register('linkedin')}
      />
      {wait.slow ? <SlowNotice onRetry={wait.retry} onCancel={wait.cancel} /> : null}
      {saved ? <Alert tone="success">{t('profile.success')}</Alert> : null}
      {banner.visible ? (
        <Alert tone="error">{saveErrorText(save.error, t('profile.failure'), { serverMessage: false })}</Alert>
      ) : null}
      <div className="account-form__actions">
        <Button type="submit" loading={save.isPending} loadingText={t('profile.saving')}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
