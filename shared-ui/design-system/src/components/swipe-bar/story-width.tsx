import type { Decorator } from '@storybook/react-vite';

/** For the swipe stories: a phone-wide column, the width the swipe is drawn for. */
export const phoneWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 360 }}>
    <Story />
  </div>
);
