import { useMessages } from 'shared-ui/i18n';
import { ShieldArt } from './illustrations';
import { InfoLayout, InfoSection } from './info-layout';
import { privacyMessages } from './privacy/messages';

/** /privacy: the five sections of docs/product.md §2. */
export function PrivacyView({ onBack }: { onBack(): void }) {
  const t = useMessages(privacyMessages);
  return (
    <InfoLayout title={t.title} onBack={onBack} illustration={<ShieldArt label={t.art} />} lead={t.lead}>
      <InfoSection title={t.collectTitle}>
        <ul>
          <li>{t.collectPhone}</li>
          <li>{t.collectVehicle}</li>
          <li>{t.collectEmergency}</li>
          <li>{t.collectUsage}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t.protectTitle}>
        <p>{t.protectText}</p>
      </InfoSection>
      <InfoSection title={t.usageTitle}>
        <p>{t.usageText}</p>
      </InfoSection>
      <InfoSection title={t.rightsTitle}>
        <ul>
          <li>{t.rightAccess}</li>
          <li>{t.rightCorrect}</li>
          <li>{t.rightDelete}</li>
          <li>{t.rightOptOut}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t.contactTitle}>
        <p>{t.contactText}</p>
      </InfoSection>
    </InfoLayout>
  );
}
