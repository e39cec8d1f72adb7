import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarketingView } from './marketing-view';

const meta = {
  title: 'Screens/Public/Landing/Marketing page',
  component: MarketingView,
  parameters: { layout: 'fullscreen' },
  args: { onLogin: () => undefined, onGetStarted: () => undefined },
} satisfies Meta<typeof MarketingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
