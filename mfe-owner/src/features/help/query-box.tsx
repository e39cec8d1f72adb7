import { QUERY_MAX_LENGTH } from '@qr/contract';
import { Button, Card, TextArea, useRefocusAfter } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { type FormEvent, useId, useRef } from 'react';
import styles from './help.module.css';
import { helpMessages } from './messages';
import { canSubmitQuery, normaliseQueryText } from './query-text';

export interface QueryBoxProps {
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  sending: boolean;
  error: string | null;
}

/** 'Other Queries': up to 500 characters without line breaks, sent with 'Drop your query'. */
export function QueryBox({ value, onChange, onSubmit, sending, error }: QueryBoxProps) {
  const t = useMessages(helpMessages);
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Both are disabled while the query is sent. Then: the emptied box for the next query after a success,
  // Drop your query again after a failure (the text is kept, the error is announced on its own).
  useRefocusAfter(sending, () => (button.current?.disabled ? box.current : button.current));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitQuery(value, sending)) onSubmit();
  };
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <form className={styles.form} onSubmit={submit}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t.otherQueries}
        </h2>
        <TextArea
          ref={box}
          label={t.queryLabel}
          value={value}
          maxLength={QUERY_MAX_LENGTH}
          showCount
          placeholder={t.queryPlaceholder}
          error={error ?? undefined}
          onChange={(event) => onChange(normaliseQueryText(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          disabled={sending}
        />
        <div className={styles.formFooter}>
          <Button
            ref={button}
            type="submit"
            disabled={!canSubmitQuery(value, sending)}
            aria-busy={sending || undefined}
          >
            {sending ? t.sending : t.dropQuery}
          </Button>
        </div>
      </form>
    </Card>
  );
}
