import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { PageHeader } from '../page-header/page-header';
import { storyWords } from '../story-words';
import { PageLayout, Stack } from './page-layout';

const meta = {
  title: 'Design system/Components/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = (
  <Stack gap={4}>
    <PageHeader title="Welcome Back" />
    <Card>Vehicles</Card>
    <Card>Notifications</Card>
    <Button fullWidth>Get Started</Button>
  </Stack>
);
// The owner home's words in Hindi.
const hindiContent = (
  <Stack gap={4}>
    <PageHeader title="आपका स्वागत है" />
    <Card>गाड़ियाँ</Card>
    <Card>सूचनाएँ</Card>
    <Button fullWidth>शुरू करें</Button>
  </Stack>
);

export const Narrow: Story = { args: { children: content }, parameters: { hindiArgs: { children: hindiContent } } };
export const Content: Story = storyWords({ children: content, width: 'content' }, { children: hindiContent });
export const Wide: Story = storyWords({ children: content, width: 'wide' }, { children: hindiContent });
