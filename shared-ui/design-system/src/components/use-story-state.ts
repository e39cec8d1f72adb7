import { useState } from 'react';

/**
 * For stories: a value the story holds as a screen would, each change of which also goes to the story's spy
 * (an fn() arg), so that a play function can check both what shows and what was reported. The third item sets
 * the value without reporting it (what the story itself does, e.g. a button that opens a dialog).
 */
export function useStoryState<T>(initial: T, spy: (next: T) => void): [T, (next: T) => void, (next: T) => void] {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    setValue(next);
    spy(next);
  };
  return [value, change, setValue];
}
