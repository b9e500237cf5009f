import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '@/components/ui/field';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/**
 * A password input with a show/hide toggle. The toggle's name is just "Show"/"Hide" so the
 * field's own label ("Password") stays the only control that a label lookup for it finds.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, ...input },
  ref,
) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <div className="password-field">
          <input
            ref={ref}
            id={inputId}
            type={visible ? 'text' : 'password'}
            className="field__input password-field__input"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...input}
          />
          <button
            type="button"
            className="password-field__toggle"
            aria-controls={inputId}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? t('fields.hidePassword') : t('fields.showPassword')}
          </button>
        </div>
      )}
    </FieldShell>
  );
});
