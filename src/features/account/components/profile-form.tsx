import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/generated/model';
import { ApiError } from '@/api/errors';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldShell, TextField } from '@/components/ui/field';
import { useErrorText } from '@/hooks/use-error-text';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useAbortableRequest, useSlowMutation } from '@/hooks/use-slow-pending';
import { profileFormSchema, toUserUpdate, type ProfileFormInput, type ProfileFormValues } from '../profile-schema';
import { useProfileErrorText } from '../hooks/use-profile-error-text';
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
  const errorText = useProfileErrorText();
  const saveErrorText = useErrorText();
  const { request, abort } = useAbortableRequest();
  const save = useSaveProfile(request);
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(user),
  });
  // SPEC §5: one message for any blank required field, shown once above the form.
  const blank = [errors.name, errors.email, errors.language].some((error) => error?.message === 'blank');

  const onSubmit = (values: ProfileFormValues) => {
    setSaved(false);
    save.mutate(
      { data: toUserUpdate(values) },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          // The server's per-field problems (e.g. a taken email) go next to their fields.
          if (error instanceof ApiError) {
            for (const problem of error.fieldErrors) {
              const field = FIELDS.find((name) => name === problem.field);
              if (field) setError(field, { message: problem.message });
            }
          }
        },
      },
    );
  };

  const wait = useSlowMutation(save, abort, () => void handleSubmit(onSubmit)());

  return (
    <form className="card account-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {blank ? <Alert tone="error">{t('profile.errors.blank')}</Alert> : null}
      <Controller
        control={control}
        name="profilePic"
        render={({ field, fieldState }) => <AvatarField value={field.value} onChange={field.onChange} error={errorText(fieldState.error?.message)} />}
      />
      <TextField label={t('profile.name')} autoComplete="name" required error={errorText(errors.name?.message)} {...register('name')} />
      <TextField label={t('profile.email')} type="email" autoComplete="email" required error={errorText(errors.email?.message)} {...register('email')} />
      <FieldShell label={t('profile.language')} error={errorText(errors.language?.message)}>
        {({ inputId, describedBy, invalid }) => (
          <select id={inputId} className="field__input" aria-describedby={describedBy} aria-invalid={invalid || undefined} required {...register('language')}>
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <TextField label={t('profile.phone')} hint={t('profile.phoneHint')} type="tel" autoComplete="tel" error={errorText(errors.phone?.message)} {...register('phone')} />
      <TextField
        label={t('profile.linkedin')}
        hint={t('profile.linkedinHint')}
        type="url"
        inputMode="url"
        error={errorText(errors.linkedin?.message)}
        {...register('linkedin')}
      />
      {wait.slow ? <SlowNotice onRetry={wait.retry} onCancel={wait.cancel} /> : null}
      {saved ? <Alert tone="success">{t('profile.success')}</Alert> : null}
      {save.isError ? <Alert tone="error">{saveErrorText(save.error, t('profile.failure'), { serverMessage: false })}</Alert> : null}
      <div className="account-form__actions">
        <Button type="submit" loading={save.isPending} loadingText={t('profile.saving')}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
