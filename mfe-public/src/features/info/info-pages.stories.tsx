import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactView } from './contact-view';
import { FeaturesView } from './features-view';
import { HowToUseView } from './how-to-use-view';
import { PricingView } from './pricing-view';
import { PrivacyView } from './privacy-view';
import { TermsView } from './terms-view';

const meta = {
  title: 'Screens/Public/Info pages',
  component: TermsView,
  parameters: { layout: 'fullscreen' },
  args: { onBack: () => undefined },
} satisfies Meta<typeof TermsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {};
export const Privacy: Story = { render: (args) => <PrivacyView {...args} /> };
export const Features: Story = { render: () => <FeaturesView /> };
export const Pricing: Story = { render: () => <PricingView /> };
export const Contact: Story = { render: () => <ContactView /> };
export const HowToUse: Story = { render: () => <HowToUseView /> };
