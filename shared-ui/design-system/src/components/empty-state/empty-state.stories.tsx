import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../button/button';
import { CarIcon, QrCodeIcon } from '../icons/icons';
import { storyWords } from '../story-words';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Design system/Components/EmptyState',
  component: EmptyState,
  // The owner portal's words in Hindi.
  ...storyWords({ title: 'No vehicles found', icon: <CarIcon /> }, { title: 'कोई गाड़ी नहीं मिली' }),
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithSteps: Story = {
  args: {
    icon: <QrCodeIcon />,
    title: 'No vehicles yet',
    children: (
      <ol style={{ textAlign: 'left', margin: 0, paddingLeft: 20 }}>
        <li>Get a QR sticker for your vehicle.</li>
        <li>Scan it with your phone camera.</li>
        <li>Register your vehicle and verify your number.</li>
      </ol>
    ),
    action: <ButtonLink to="/howtouse">How to Use</ButtonLink>,
  },
  parameters: {
    hindiArgs: {
      title: 'अभी कोई गाड़ी नहीं',
      children: (
        <ol style={{ textAlign: 'left', margin: 0, paddingLeft: 20 }}>
          <li>अपनी गाड़ी के लिए QR स्टिकर लें।</li>
          <li>फ़ोन के कैमरे से स्टिकर स्कैन करें।</li>
          <li>गाड़ी रजिस्टर करें और अपना नंबर जाँचें।</li>
        </ol>
      ),
      action: <ButtonLink to="/howtouse">कैसे इस्तेमाल करें</ButtonLink>,
    },
  },
};
