import { Accordion, ButtonLink, Card, Phone, Shield, WhatsApp } from 'shared-ui';
import { StepsArt } from './illustrations';
import styles from './info.module.css';
import { InfoLayout, InfoSection } from './info-layout';

export const OWNER_STEPS = [
  { title: 'Get your sticker', text: 'Get a QR sticker for each vehicle you own.' },
  { title: 'Scan and register', text: 'Scan the sticker with your phone camera to open the registration page.' },
  { title: 'Enter your details', text: 'Add the vehicle number, your WhatsApp number and an emergency contact.' },
  { title: 'Verify your number', text: 'Enter the 4-digit OTP we send you on WhatsApp.' },
  { title: 'Place the sticker', text: 'Stick it on the windscreen or a window where it is easy to scan.' },
] as const;

export const SCANNER_STEPS = [
  { title: 'Find the sticker', text: 'Look for the QR sticker on the vehicle.' },
  { title: 'Scan it', text: 'Open your phone camera and scan the code.' },
  {
    title: 'Choose call or message',
    text: 'Enter the last 4 characters of the vehicle number, then pick Call Owner or Send Message.',
  },
  { title: 'Send', text: 'Pass the quick verification and send. The owner is notified at once.' },
] as const;

const BENEFITS = [
  { icon: Shield, title: 'Privacy first', text: 'Numbers are never shown; calls go through a masked line.' },
  { icon: WhatsApp, title: 'Instant alerts', text: 'Owners hear about problems on WhatsApp within seconds.' },
  { icon: Phone, title: 'Works on any phone', text: 'No app to install: any camera that reads QR codes will do.' },
] as const;

const FAQ = [
  {
    id: 'cost',
    title: 'Does it cost anything?',
    content: 'No. The service is free during the early access period.',
  },
  {
    id: 'see-number',
    title: 'Can the scanner see my number?',
    content: 'No. Calls are connected through number masking and messages are delivered by us.',
  },
  {
    id: 'several',
    title: 'Can I register more than one vehicle?',
    content: 'Yes. Each vehicle needs its own sticker; register each one by scanning it.',
  },
  {
    id: 'pause',
    title: 'Can I stop alerts for a while?',
    content: 'Yes. Pause a vehicle from its details page; alerts stop for 24 hours.',
  },
];

function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <p className={styles.stepTitle}>{step.title}</p>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** /howtouse: owner steps, scanner steps, benefits, FAQ, buttons to / and /contact. */
export function HowToUseView() {
  return (
    <InfoLayout
      title="How To Use"
      backTo="/"
      illustration={<StepsArt label="Phone scanning a QR sticker" />}
      lead="Set up your sticker in five steps, and see what happens when someone scans it."
    >
      <InfoSection title="For vehicle owners">
        <Steps steps={OWNER_STEPS} />
      </InfoSection>
      <InfoSection title="For people who scan a sticker">
        <Steps steps={SCANNER_STEPS} />
      </InfoSection>
      <ul className={`${styles.grid} ${styles.grid3}`} aria-label="Benefits">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card padding="md" className={styles.tile}>
              <span className={styles.tileIcon} aria-hidden="true">
                <Icon />
              </span>
              <h2 className={styles.tileTitle}>{title}</h2>
              <p className={styles.tileText}>{text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.sectionTitle}>
          Frequently asked questions
        </h2>
        <Accordion items={FAQ} />
      </section>
      <div className={styles.actions}>
        <ButtonLink to="/">Go to Home</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact Us
        </ButtonLink>
      </div>
    </InfoLayout>
  );
}
