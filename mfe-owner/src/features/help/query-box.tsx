import { type FormEvent, useId } from 'react';
import { Button, Card, TextArea } from 'shared-ui';
import { QUERY_MAX_LENGTH } from 'shared-ui/contract';
import { useMessages } from 'shared-ui/i18n';
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
          <Button type="submit" disabled={!canSubmitQuery(value, sending)} aria-busy={sending || undefined}>
            {sending ? t.sending : t.dropQuery}
          </Button>
        </div>
      </form>
    </Card>
  );
}
