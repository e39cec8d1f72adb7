import { describe, expect, it } from 'vitest';
import { channelLabel, reasonLabel } from './inform-labels';

describe('inform labels', () => {
  it('names the known reasons', () => {
    expect(reasonLabel({ vehicleInformReason: 'WRONG_PARKING', isContactOwner: false })).toBe('Wrong Parking');
    expect(reasonLabel({ vehicleInformReason: 'LIGHTS_ON', isContactOwner: false })).toBe('Lights On');
  });
  it('title-cases an unknown reason', () => {
    expect(reasonLabel({ vehicleInformReason: 'WINDOW_OPEN', isContactOwner: false })).toBe('Window Open');
  });
  it('labels a call with no reason', () => {
    expect(reasonLabel({ vehicleInformReason: null, isContactOwner: true })).toBe('Call request');
    expect(channelLabel({ isContactOwner: true })).toBe('Call');
    expect(channelLabel({ isContactOwner: false })).toBe('Message');
  });
});

describe('inform labels in Hindi', () => {
  it('names the known reasons and channels with the given texts', async () => {
    const { default: hindi } = await import('./messages.hi');
    expect(reasonLabel({ vehicleInformReason: 'WRONG_PARKING', isContactOwner: false }, hindi)).toBe('गलत पार्किंग');
    expect(reasonLabel({ vehicleInformReason: null, isContactOwner: true }, hindi)).toBe('कॉल की रिक्वेस्ट');
    expect(channelLabel({ isContactOwner: false }, hindi)).toBe('संदेश');
  });
});
