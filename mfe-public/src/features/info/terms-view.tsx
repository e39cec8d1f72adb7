import { useMessages } from 'shared-ui/i18n';
import { DocumentArt } from './illustrations';
import { InfoLayout, InfoSection } from './info-layout';
import { termsMessages } from './terms/messages';

/** /terms: the four sections of docs/product.md §2. */
export function TermsView({ onBack }: { onBack(): void }) {
  const t = useMessages(termsMessages);
  return (
    <InfoLayout title={t.title} onBack={onBack} illustration={<DocumentArt label={t.art} />} lead={t.lead}>
      <InfoSection title={t.agreementTitle}>
        <p>{t.agreementText}</p>
      </InfoSection>
      <InfoSection title={t.responsibilitiesTitle}>
        <ul>
          <li>{t.correctDetails}</li>
          <li>{t.ownVehicleOnly}</li>
          <li>{t.keepSecure}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t.securityTitle}>
        <p>{t.securityText}</p>
      </InfoSection>
      <InfoSection title={t.acceptableUseTitle}>
        <ul>
          <li>{t.genuineReason}</li>
          <li>{t.noAbuse}</li>
          <li>{t.noBypass}</li>
        </ul>
        <p>{t.enforcement}</p>
      </InfoSection>
    </InfoLayout>
  );
}
