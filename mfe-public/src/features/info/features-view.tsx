import { Baby, Bell, Phone, QrCode, Shield, WhatsApp } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { type FeaturesTexts, featuresMessages } from './features/messages';
import { IconTiles } from './icon-tiles';
import { SparkArt } from './illustrations';
import { InfoLayout } from './info-layout';

/** The six tiles: an icon and the keys of its title and text in the catalog. */
const FEATURES = [
  { icon: QrCode, title: 'stickerTitle', text: 'stickerText' },
  { icon: WhatsApp, title: 'alertsTitle', text: 'alertsText' },
  { icon: Phone, title: 'callsTitle', text: 'callsText' },
  { icon: Baby, title: 'emergencyTitle', text: 'emergencyText' },
  { icon: Shield, title: 'verificationTitle', text: 'verificationText' },
  { icon: Bell, title: 'pauseTitle', text: 'pauseText' },
] as const satisfies readonly { icon: unknown; title: keyof FeaturesTexts; text: keyof FeaturesTexts }[];

/** /features. */
export function FeaturesView() {
  const t = useMessages(featuresMessages);
  return (
    <InfoLayout title={t.title} backTo="/" width="wide" illustration={<SparkArt label={t.art} />} lead={t.lead}>
      <IconTiles
        padding="lg"
        tiles={FEATURES.map(({ icon, title, text }) => ({ icon, title: t[title], text: t[text] }))}
      />
    </InfoLayout>
  );
}
