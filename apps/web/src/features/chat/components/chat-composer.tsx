import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { chatFileMimeTypes, checkChatFile } from '@sehat/core/chat/file-rules';
import { chatLimits } from '@sehat/core/chat/limits';
import type { CannedResponse } from '@sehat/core/chat/canned-responses';
import { chatLabels } from '@sehat/core/chat/messages';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { CannedPickerList } from '../admin/components/canned-picker';
import { useCannedPicker } from '../admin/hooks/use-canned-picker';
import hiddenStyles from '#web/components/ui/visually-hidden.module.css';
import styles from './chat-composer.module.css';

export interface ComposerProps {
  /** Resolves false when the send failed: the text comes back into the field. */
  onSendText: (text: string) => Promise<boolean>;
  onSendFile: (file: File) => void;
  /** A file the browser check refused: the reason, shown by the parent. */
  onRejectFile: (reason: string) => void;
  disabled?: boolean;
  /** Shown under the field (the inbox explains Enter and Shift+Enter). */
  hint?: string;
  /** Called as the viewer types (the other side sees 'sedang mengetik...'). */
  onType?: () => void;
  /** The team's prepared answers: typing '/' first offers them (the inbox only). */
  cannedResponses?: readonly CannedResponse[] | undefined;
  /** What the field starts with (a moderator's message quoting a forum post). */
  initialText?: string | undefined;
  /** The label for screen readers only, where the height goes to the messages (the inbox). */
  quietLabel?: boolean;
}

/** The message field: Enter sends, Shift+Enter starts a new line; a button attaches a file. */
export function ChatComposer({
  onSendText,
  onSendFile,
  onRejectFile,
  disabled = false,
  hint,
  onType,
  cannedResponses,
  initialText,
  quietLabel = false,
}: ComposerProps) {
  const [text, setText] = useState(initialText ?? '');
  const picker = useCannedPicker(text, setText, cannedResponses);
  const fileInput = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const hintId = useId();

  const send = async () => {
    const message = text.trim();
    // Empty or whitespace-only messages are ignored (spec §5).
    if (!message || disabled) return;
    setText('');
    const ok = await onSendText(message);
    // Unsent text comes back, unless something new was typed meanwhile.
    if (!ok) setText((current) => current || text);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = checkChatFile(file);
    if (problem) onRejectFile(problem);
    else onSendFile(file);
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <label
        htmlFor={fieldId}
        // Quiet: the field's placeholder says what it is; the label stays for screen readers.
        className={quietLabel ? `${styles.label} ${hiddenStyles.hidden}` : styles.label}
      >
        {chatLabels.messageLabel}
      </label>
      <CannedPickerList picker={picker} />
      <div className={styles.row}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => fileInput.current?.click()}
          disabled={disabled}
          title={chatLabels.attachHint}
        >
          <Paperclip aria-hidden="true" size={20} />
          <VisuallyHidden>{chatLabels.attach}</VisuallyHidden>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={chatFileMimeTypes.join(',')}
          className={styles.fileInput}
          tabIndex={-1}
          aria-label={chatLabels.attach}
          onChange={onFile}
        />
        <textarea
          id={fieldId}
          className={styles.field}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onType?.();
          }}
          onKeyDown={onKeyDown}
          placeholder={chatLabels.placeholder}
          maxLength={chatLimits.messageMax}
          rows={1}
          aria-describedby={hint ? hintId : undefined}
          disabled={disabled}
          {...picker.fieldProps}
        />
        <button type="submit" className={styles.send} disabled={disabled}>
          <SendHorizontal aria-hidden="true" size={18} />
          <span className={styles.sendText}>{chatLabels.send}</span>
        </button>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </form>
  );
}
