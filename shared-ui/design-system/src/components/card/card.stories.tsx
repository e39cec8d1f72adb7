import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { storyWords } from '../story-words';
import { Card, CardLink } from './card';

const meta = {
  title: 'Design system/Components/Card',
  component: Card,
  // The owner home's words in Hindi.
  ...storyWords(
    { children: <p style={{ margin: 0 }}>Quick Overview: 2 vehicles, 5 alerts</p> },
    { children: <p style={{ margin: 0 }}>एक नज़र में: 2 गाड़ियाँ, 5 अलर्ट</p> },
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SmallPadding: Story = { args: { padding: 'sm' } };
export const LargePadding: Story = { args: { padding: 'lg', as: 'section' } };
export const Link: Story = {
  render: (_args, { globals }) => (
    <CardLink to="/vehicle-details/7">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <strong>HR26DK1234</strong>
        <Badge tone="neutral">{globals.language === 'hi' ? 'निजी' : 'Personal'}</Badge>
      </div>
    </CardLink>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/vehicle-details/7');
  },
};
