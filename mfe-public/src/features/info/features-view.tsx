import { Baby, Bell, Card, Phone, QrCode, Shield, WhatsApp } from 'shared-ui';
import { SparkArt } from './illustrations';
import styles from './info.module.css';
import { InfoLayout } from './info-layout';

const FEATURES = [
  { icon: QrCode, title: 'One sticker per vehicle', text: 'A unique QR sticker links each vehicle to its owner.' },
  {
    icon: WhatsApp,
    title: 'Instant WhatsApp alerts',
    text: 'Owners get a WhatsApp message the moment someone reports a problem.',
  },
  {
    icon: Phone,
    title: 'Masked calls',
    text: 'Scanners can call the owner without either side seeing the other number.',
  },
  { icon: Baby, title: 'Emergency reasons', text: 'Accidents and a child left inside are flagged as emergencies.' },
  {
    icon: Shield,
    title: 'Human verification',
    text: 'Every request passes a bot check, and all communications are logged.',
  },
  { icon: Bell, title: 'Pause anytime', text: 'Going on holiday? Pause alerts for 24 hours from your dashboard.' },
] as const;

/** /features. */
export function FeaturesView() {
  return (
    <InfoLayout
      title="Features"
      backTo="/"
      width="wide"
      illustration={<SparkArt label="QR sticker" />}
      lead="Everything you need to be reachable about your vehicle, while your number stays private."
    >
      <ul className={`${styles.grid} ${styles.grid3}`}>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card padding="lg" className={styles.tile}>
              <span className={styles.tileIcon} aria-hidden="true">
                <Icon />
              </span>
              <h2 className={styles.tileTitle}>{title}</h2>
              <p className={styles.tileText}>{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </InfoLayout>
  );
}
