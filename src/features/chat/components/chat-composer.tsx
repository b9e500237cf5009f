import { useCallback, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendChatMessageBodyContentMax } from '@shared/api/generated/zod/chat/chat.zod';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useKeptDraft } from '@/hooks/use-kept-draft';

const parseText = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

interface ChatComposerProps {
  /** A message is on its way, or its answer is being written: sending is blocked and the button says which. */
  pending: boolean;
  /** The answer is being written (the question has arrived). */
  answering?: boolean;
  /** Sending is blocked for another reason (a past conversation is still loading). */
  disabled?: boolean;
  /** Returns true when the message was accepted (then the input is cleared). */
  onSend: (content: string) => boolean;
}

/** Multi-line input: Enter sends, Shift+Enter adds a new line. */
export function ChatComposer({ pending, answering = false, disabled = false, onSend }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [value, setValue] = useState('');
  // The last message sent: while its answer is pending, a 401 keeps it, not an empty box.
  const [sent, setSent] = useState('');
  const draft = useKeptDraft('chat-composer', {
    read: useCallback(() => parseText(value) ?? (pending ? parseText(sent) : null), [value, pending, sent]),
    restore: setValue,
    parse: parseText,
  });
  const blocked = pending || disabled || value.trim() === '';

  const submit = () => {
    if (blocked) return;
    draft.dismiss();
    if (onSend(value)) {
      setSent(value);
      setValue('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an IME candidate (e.g. Japanese input) must not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      {draft.kept ? <KeptDraftNote onDismiss={draft.dismiss} /> : null}
      <TextAreaField
        label={t('inputLabel')}
        hint={t('inputHint')}
        placeholder={t('placeholder')}
        value={value}
        rows={3}
        maxLength={sendChatMessageBodyContentMax}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={blocked} loading={pending} loadingText={t(answering ? 'answering' : 'sending')}>
        {t('send')}
      </Button>
    </form>
  );
}
