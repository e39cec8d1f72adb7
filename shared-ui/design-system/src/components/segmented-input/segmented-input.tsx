import { type ClipboardEvent, type FormEvent, type HTMLAttributes, type KeyboardEvent, useId, useRef } from 'react';
import fieldStyles from '../text-field/field.module.css';
import { visuallyHiddenClass } from '../visually-hidden/visually-hidden';
import styles from './segmented-input.module.css';

/**
 * The pure editing rule shared by OtpInput and CharBoxes. The value is a contiguous string (no gaps):
 * characters written at box `index` (clamped to the first empty box) overwrite from there on, and the
 * result never exceeds `length`. Returns the new value and the box that should get focus.
 */
export function spreadChars(
  value: string,
  index: number,
  chars: string,
  length: number,
): { value: string; focus: number } {
  const start = Math.min(index, value.length, length - 1);
  const next = value.split('');
  const take = chars.slice(0, length - start).split('');
  take.forEach((char, offset) => {
    next[start + offset] = char;
  });
  const joined = next.join('').slice(0, length);
  return { value: joined, focus: Math.min(start + take.length, length - 1) };
}

/** Removes the character at `index` (later characters move left). */
export function removeCharAt(value: string, index: number): string {
  if (index < 0 || index >= value.length) return value;
  return value.slice(0, index) + value.slice(index + 1);
}

/** What a field of boxes (OtpInput, CharBoxes) takes from the screen that shows it; the rest is its own. */
export interface SegmentedFieldProps {
  /** 0 to length characters. */
  value: string;
  onChange(value: string): void;
  /** Called once when every box becomes filled. */
  onComplete?(value: string): void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Group label (default: the field's own). */
  label?: string;
  /** Keep the label for screen readers only (e.g. when the screen already has an 'Enter OTP' title). */
  hideLabel?: boolean;
  error?: string | undefined;
  id?: string;
}

export interface SegmentedInputProps {
  length: number;
  value: string;
  onChange(value: string): void;
  onComplete?(value: string): void;
  /** Keeps only allowed characters (and normalises them, e.g. upper-cases). */
  sanitize(raw: string): string;
  label: string;
  hideLabel?: boolean;
  boxLabel(position: number, length: number): string;
  disabled?: boolean;
  autoFocus?: boolean;
  error?: string | undefined;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  firstAutoComplete: string;
  autoCapitalize?: string;
  pattern?: string;
  idPrefix?: string;
}

export function SegmentedInput({
  length,
  value,
  onChange,
  onComplete,
  sanitize,
  label,
  hideLabel = false,
  boxLabel,
  disabled = false,
  autoFocus = false,
  error,
  inputMode,
  firstAutoComplete,
  autoCapitalize,
  pattern,
  idPrefix,
}: SegmentedInputProps) {
  const autoId = useId();
  const baseId = idPrefix ?? autoId;
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const current = sanitize(value).slice(0, length);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(index, length - 1))];
    if (box) {
      box.focus();
      box.select();
    }
  };

  const commit = (next: string) => {
    if (next === current) return;
    onChange(next);
    if (next.length === length && current.length < length) onComplete?.(next);
  };

  const write = (index: number, chars: string) => {
    if (!chars) return;
    const result = spreadChars(current, index, chars, length);
    commit(result.value);
    focusBox(result.focus);
  };

  const handleInput = (index: number) => (event: FormEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const previous = current[index] ?? '';
    let typed = raw;
    // Typing into a filled box whose text was not selected leaves the old character beside the new one.
    if (previous && raw.length > 1) {
      if (raw.startsWith(previous)) typed = raw.slice(previous.length);
      else if (raw.endsWith(previous)) typed = raw.slice(0, raw.length - previous.length);
    }
    const chars = sanitize(typed);
    if (!chars) {
      // Deletion through the input itself (e.g. a mobile keyboard without keydown) or a rejected character.
      if (raw === '' && previous) commit(removeCharAt(current, index));
      else event.currentTarget.value = previous;
      return;
    }
    write(index, chars);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (index < current.length) {
        commit(removeCharAt(current, index));
        focusBox(index);
      } else if (index > 0) {
        // An empty box: move back and clear the previous character.
        const target = Math.min(index - 1, current.length - 1);
        if (target >= 0) commit(removeCharAt(current, target));
        focusBox(Math.max(target, 0));
      }
    } else if (event.key === 'Delete') {
      event.preventDefault();
      commit(removeCharAt(current, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    } else if (
      event.key.length === 1 &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      current[index] !== undefined &&
      sanitize(event.key) === current[index]
    ) {
      // Typing a box's own character over it changes nothing, so no change event comes: move on as any other
      // typed character does (retyping the kept characters after "Send another" stalled on the first box).
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, sanitize(event.clipboardData.getData('text')));
  };

  const boxes = Array.from({ length }, (_, index) => {
    const char = current[index] ?? '';
    return (
      <input
        // biome-ignore lint/suspicious/noArrayIndexKey: boxes are positional
        key={index}
        ref={(element) => {
          refs.current[index] = element;
        }}
        id={`${baseId}-${index}`}
        className={[styles.box, char ? styles.filled : '', error ? styles.invalid : ''].filter(Boolean).join(' ')}
        type="text"
        inputMode={inputMode}
        pattern={pattern}
        autoComplete={index === 0 ? firstAutoComplete : 'off'}
        autoCapitalize={autoCapitalize}
        autoCorrect="off"
        spellCheck={false}
        aria-label={boxLabel(index + 1, length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={char}
        disabled={disabled}
        // biome-ignore lint/a11y/noAutofocus: the caller opts in (e.g. the OTP step)
        autoFocus={autoFocus && index === 0}
        onChange={handleInput(index)}
        onKeyDown={handleKeyDown(index)}
        onPaste={handlePaste(index)}
        onFocus={(event) => event.currentTarget.select()}
      />
    );
  });

  return (
    <fieldset aria-labelledby={labelId} className={styles.group}>
      <span id={labelId} className={hideLabel ? visuallyHiddenClass : fieldStyles.label}>
        {label}
      </span>
      <div className={styles.boxes}>{boxes}</div>
      {error ? (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
