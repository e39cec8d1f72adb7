import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageSpinner } from './page-spinner';

/**
 * What a route shows while its remote's page is on its way, and what an unknown path shows while the live
 * site is asked whether it has the page (routing/unknown-path.tsx): the shell has no "not found" page of its
 * own, an unknown path goes home; a sticker that is not found is the public remote's Sticker status screen.
 */
const meta = {
  title: 'Screens/Shell/Loading page',
  component: PageSpinner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
