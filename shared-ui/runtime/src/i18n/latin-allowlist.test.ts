import { describe, expect, it } from 'vitest';
import { latinWordsOutsideAllowlist } from './latin-allowlist';

describe('latinWordsOutsideAllowlist', () => {
  it('passes the brand, the loan words and data, and names every other Latin word once', () => {
    const text =
      'QR Vehicle Contact: DL01ABXXXX, +91 98XXXXXX10, SN-2024-001, QRUSED0001, support@qrcontact.in, WhatsApp पर OTP. Close Close Send';
    expect(latinWordsOutsideAllowlist(text)).toEqual(['Close', 'Send']);
  });

  it('finds nothing in Hindi', () => {
    expect(latinWordsOutsideAllowlist('गाड़ी के मालिक से संपर्क करें')).toEqual([]);
  });
});
