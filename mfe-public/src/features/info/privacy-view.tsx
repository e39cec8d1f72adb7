import { useMessages } from '@qr/runtime/i18n';
import { ShieldArt } from './illustrations';
import { InfoLayout } from './info-layout';
import { privacyMessages } from './privacy/messages';
import { TextSections } from './text-sections';

/** /privacy: the five sections of docs/product.md §2. */
export function PrivacyView({ onBack }: { onBack(): void }) {
  const t = useMessages(privacyMessages);
  return (
    <InfoLayout title={t.title} onBack={onBack} illustration={<ShieldArt label={t.art} />} lead={t.lead}>
      <TextSections
        sections={[
          { title: t.collectTitle, items: [t.collectPhone, t.collectVehicle, t.collectEmergency, t.collectUsage] },
          { title: t.protectTitle, text: t.protectText },
          { title: t.usageTitle, text: t.usageText },
          { title: t.rightsTitle, items: [t.rightAccess, t.rightCorrect, t.rightDelete, t.rightOptOut] },
          { title: t.contactTitle, text: t.contactText },
        ]}
      />
    </InfoLayout>
  );
}
