import type { Query } from 'shared-ui/contract';

/** Sample data for stories and component tests. */
export const sampleQueries: Query[] = Array.from({ length: 12 }, (_, index) => ({
  id: 25 - index,
  phone: index % 2 ? '919812345678' : '919876543210',
  queryMessage:
    index % 3 === 0
      ? 'My sticker got wet in the rain and the QR code is fading. Can I get a replacement sticker sent to my address?'
      : `Short question number ${25 - index}`,
  createdAt: new Date(Date.UTC(2026, 10, 20, 9, 0) - index * 3_600_000).toISOString(),
}));
