/** docs/product.md §1 marketing content. */
export const STATS = [
  { value: '10K+', label: 'Active Users' },
  { value: '50K+', label: 'Messages Delivered' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
] as const;

export const HOW_IT_WORKS = [
  {
    title: 'Register your vehicle',
    text: 'Scan your sticker, enter the vehicle number and your WhatsApp number, and get a unique QR code.',
  },
  {
    title: 'Display the QR code',
    text: 'Stick it on the windscreen or a window where passers-by can scan it easily.',
  },
  {
    title: 'Receive notifications',
    text: 'When someone scans it, you get an instant WhatsApp alert or a masked call. Your number stays private.',
  },
] as const;

export const LANDING_SCROLL_DELAY_MS = 500;
export const LANDING_SCROLL_PX = 200;
