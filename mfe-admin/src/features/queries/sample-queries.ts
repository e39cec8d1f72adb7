import type { Query } from '@qr/contract';

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

/** The same queries as scanners in Hindi write them (Hindi stories). */
export const hindiSampleQueries: Query[] = sampleQueries.map((query, index) => ({
  ...query,
  queryMessage:
    index % 3 === 0
      ? 'बारिश में मेरा स्टिकर भीग गया और QR कोड फीका पड़ रहा है। क्या मेरे पते पर नया स्टिकर भेजा जा सकता है?'
      : `छोटा सवाल नंबर ${query.id}`,
}));
