import { DocumentArt } from './illustrations';
import { InfoLayout, InfoSection } from './info-layout';

/** /terms: the four sections of docs/product.md §2. */
export function TermsView({ onBack }: { onBack(): void }) {
  return (
    <InfoLayout
      title="Terms of Service"
      onBack={onBack}
      illustration={<DocumentArt label="Terms document" />}
      lead="Please read these terms before using QR Vehicle Contact."
    >
      <InfoSection title="Agreement to Terms">
        <p>
          By registering a vehicle, scanning a sticker or otherwise using QR Vehicle Contact you agree to these terms.
          If you do not agree, please do not use the service.
        </p>
      </InfoSection>
      <InfoSection title="User Responsibilities">
        <ul>
          <li>Give correct vehicle and contact details and keep them up to date.</li>
          <li>Put each sticker only on the vehicle it is registered to.</li>
          <li>Keep your phone and WhatsApp account secure; you are responsible for activity after your login.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Security">
        <p>
          Logins use a one-time password sent on WhatsApp, every public request passes a human-verification check, and
          owner numbers are never shown to people who scan a sticker. Tell us at once through the help section if you
          notice anything unusual.
        </p>
      </InfoSection>
      <InfoSection title="Acceptable Use">
        <ul>
          <li>Contact an owner only for a genuine reason about their vehicle.</li>
          <li>Do not send false alerts, harass owners or try to find out their numbers.</li>
          <li>Do not attempt to bypass the verification challenge or overload the service.</li>
        </ul>
        <p>We may suspend access that breaks these rules. All communications are logged.</p>
      </InfoSection>
    </InfoLayout>
  );
}
