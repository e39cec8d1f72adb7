import { ShieldArt } from './illustrations';
import { InfoLayout, InfoSection } from './info-layout';

/** /privacy: the five sections of docs/product.md §2. */
export function PrivacyView({ onBack }: { onBack(): void }) {
  return (
    <InfoLayout
      title="Privacy Policy"
      onBack={onBack}
      illustration={<ShieldArt label="Privacy shield" />}
      lead="Your number stays private. Here is what we collect and how we use it."
    >
      <InfoSection title="Information We Collect">
        <ul>
          <li>Your phone number</li>
          <li>Your vehicle registration number</li>
          <li>An emergency contact number</li>
          <li>Usage data, such as alerts and call requests made through your sticker</li>
        </ul>
      </InfoSection>
      <InfoSection title="How We Protect Your Data">
        <p>
          Calls go through a number-masking system, so neither side sees the other's number. Data travels encrypted, and
          access is limited to what is needed to run the service.
        </p>
      </InfoSection>
      <InfoSection title="Data Usage">
        <p>
          We use your details only to deliver alerts and calls about your vehicle, to verify your login and to keep the
          service safe. We do not sell your data.
        </p>
      </InfoSection>
      <InfoSection title="Your Privacy Rights">
        <ul>
          <li>Access the data we hold about you</li>
          <li>Correct your details</li>
          <li>Delete your account</li>
          <li>Opt out of communications</li>
        </ul>
      </InfoSection>
      <InfoSection title="Contact Us">
        <p>Questions about privacy? Reach us through the help section after logging in.</p>
      </InfoSection>
    </InfoLayout>
  );
}
