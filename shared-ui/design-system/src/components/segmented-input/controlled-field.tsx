import { storyTexts } from '@qr/design-system/story-texts';
import { format, useMessages } from '@qr/runtime/i18n';
import type { ComponentType } from 'react';
import { within } from 'storybook/test';
import { componentMessages } from '../messages';
import { storyHarnessMessages } from '../story-harness/messages';
import { useStoryState } from '../use-story-state';
import type { SegmentedFieldProps } from './segmented-input';

/** For stories: a field of boxes that keeps what is typed, with the value shown below it (data-testid `testId`: the value alone). */
export function ControlledField({
  Field,
  testId,
  ...props
}: SegmentedFieldProps & { Field: ComponentType<SegmentedFieldProps>; testId: string }) {
  const [value, setValue] = useStoryState(props.value, props.onChange);
  const t = useMessages(storyHarnessMessages);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Field {...props} value={value} onChange={setValue} />
      <output data-story-harness style={{ color: 'var(--color-muted)', fontSize: 14 }}>
        {t.value}{' '}
        <span data-story-data data-testid={testId}>
          {value}
        </span>
        {value ? null : t.empty}
      </output>
    </div>
  );
}

/** For a story's play functions: its four boxes, by their labels in the story's language (the catalog's
    `labelKey`: 'Digit 1 of 4' for otpBoxLabel), and what its ControlledField (data-testid `testId`) shows below them. */
export const storyField = (labelKey: 'charBoxLabel' | 'otpBoxLabel', testId: string) => ({
  boxes: (canvasElement: HTMLElement, globals: { language?: unknown }) => {
    const label = storyTexts(componentMessages, globals)[labelKey];
    return [1, 2, 3, 4].map((position) =>
      within(canvasElement).getByRole('textbox', { name: format(label, { position, length: 4 }) }),
    );
  },
  shown: (canvasElement: HTMLElement) => within(canvasElement).getByTestId(testId).textContent,
});
