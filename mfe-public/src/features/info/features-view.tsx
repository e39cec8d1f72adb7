import { Baby, Bell, Card, Phone, QrCode, Shield, WhatsApp } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { type FeaturesTexts, featuresMessages } from './features/messages';
import { SparkArt } from './illustrations';
import styles from './info.module.css';
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
      <ul className={`${styles.grid} ${styles.grid3}`}>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card padding="lg" className={styles.tile}>
              <span className={styles.tileIcon} aria-hidden="true">
                <Icon />
              </span>
              <h2 className={styles.tileTitle}>{t[title]}</h2>
              <p className={styles.tileText}>{t[text]}</p>
            </Card>
          </li>
        ))}
      </ul>
    </InfoLayout>
  );
}
