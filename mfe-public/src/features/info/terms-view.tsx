import { useMessages } from '@qr/runtime/i18n';
import { DocumentArt } from './illustrations';
import { InfoLayout } from './info-layout';
import { termsMessages } from './terms/messages';
import { TextSections } from './text-sections';

/** /terms: the four sections of docs/product.md §2. */
export function TermsView({ onBack }: { onBack(): void }) {
  const t = useMessages(termsMessages);
  return (
    <InfoLayout title={t.title} onBack={onBack} illustration={<DocumentArt label={t.art} />} lead={t.lead}>
      <TextSections
        sections={[
          { title: t.agreementTitle, text: t.agreementText },
          { title: t.responsibilitiesTitle, items: [t.correctDetails, t.ownVehicleOnly, t.keepSecure] },
          { title: t.securityTitle, text: t.securityText },
          { title: t.acceptableUseTitle, items: [t.genuineReason, t.noAbuse, t.noBypass], text: t.enforcement },
        ]}
      />
    </InfoLayout>
  );
}
