import { ButtonLink, Card, Check } from 'shared-ui';
import { PriceArt } from './illustrations';
import styles from './info.module.css';
import { InfoLayout } from './info-layout';

/** /pricing: free during early access (0 rupees). */
export function PricingView() {
  return (
    <InfoLayout title="Pricing" backTo="/" illustration={<PriceArt label="Free price tag" />}>
      <Card padding="lg" className={styles.price}>
        <p className={styles.priceBadge}>Early access</p>
        <p className={styles.priceValue}>₹0</p>
        <p className={styles.priceNote}>Free during the early access period. No card needed.</p>
        <ul className={styles.checks}>
          {[
            'Unlimited WhatsApp alerts',
            'Masked calls from scanners',
            'Register every vehicle you own',
            '24/7 support',
          ].map((item) => (
            <li key={item}>
              <Check aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Card>
      <ButtonLink to="/contact" variant="secondary" fullWidth>
        Contact Us
      </ButtonLink>
    </InfoLayout>
  );
}
