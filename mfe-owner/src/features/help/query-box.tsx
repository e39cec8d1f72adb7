import { type FormEvent, useId } from 'react';
import { Button, Card, TextArea } from 'shared-ui';
import { QUERY_MAX_LENGTH } from 'shared-ui/contract';
import styles from './help.module.css';
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
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitQuery(value, sending)) onSubmit();
  };
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <form className={styles.form} onSubmit={submit}>
        <h2 id={`${id}-title`} className={styles.title}>
          Other Queries
        </h2>
        <TextArea
          label="Can't find your answer? Tell us what you need and our team will get back to you."
          value={value}
          maxLength={QUERY_MAX_LENGTH}
          showCount
          placeholder="Type your query here"
          error={error ?? undefined}
          onChange={(event) => onChange(normaliseQueryText(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          disabled={sending}
        />
        <div className={styles.formFooter}>
          <Button type="submit" disabled={!canSubmitQuery(value, sending)} aria-busy={sending || undefined}>
            {sending ? 'Sending...' : 'Drop your query'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
