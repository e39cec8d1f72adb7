import { createAppConfig } from 'shared-ui/build/rspack-app.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_public',
  port: 3001,
  exposes: {
    './LandingPage': './src/pages/landing-page.tsx',
    './TermsPage': './src/pages/terms-page.tsx',
    './PrivacyPage': './src/pages/privacy-page.tsx',
    './FeaturesPage': './src/pages/features-page.tsx',
    './PricingPage': './src/pages/pricing-page.tsx',
    './ContactPage': './src/pages/contact-page.tsx',
    './HowToUsePage': './src/pages/how-to-use-page.tsx',
    './VehicleRegistrationPage': './src/pages/vehicle-registration-page.tsx',
  },
});
