import { ButtonLink, Card, Check } from '@qr/design-system';
import { useLocale, useMessages } from '@qr/runtime/i18n';
import { PriceArt } from './illustrations';
import styles from './info.module.css';
import { InfoLayout } from './info-layout';
import { pricingMessages } from './pricing/messages';

/** The price during early access, in rupees. */
const PRICE = 0;

/** /pricing: free during early access (0 rupees, written by Intl in the page's locale: ₹0). */
export function PricingView() {
  const t = useMessages(pricingMessages);
  const locale = useLocale();
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    PRICE,
  );
  return (
    <InfoLayout title={t.title} backTo="/" illustration={<PriceArt label={t.art} />}>
      <Card padding="lg" className={styles.price}>
        <p className={styles.priceBadge}>{t.badge}</p>
        <p className={styles.priceValue}>{price}</p>
        <p className={styles.priceNote}>{t.note}</p>
        <ul className={styles.checks}>
          {[t.unlimitedAlerts, t.maskedCalls, t.everyVehicle, t.support].map((item) => (
            <li key={item}>
              <Check aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Card>
      <ButtonLink to="/contact" variant="secondary" fullWidth className={styles.button}>
        {t.contactUs}
      </ButtonLink>
    </InfoLayout>
  );
}
