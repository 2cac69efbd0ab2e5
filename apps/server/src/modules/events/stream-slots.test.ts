import { describe, expect, it } from 'vitest';
import { createStreamSlots, streamAddressKey } from './stream-slots.ts';

describe('the address a stream cap counts', () => {
  it('is an IPv4 address as it is, also when the socket reports it IPv4-mapped', () => {
    expect(streamAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(streamAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const key = '2001:db8:1:2::/64';
    expect(streamAddressKey('2001:db8:1:2::1')).toBe(key);
    expect(streamAddressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(streamAddressKey('2001:DB8:1:2:a:b:c:d')).toBe(key);
    expect(streamAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(streamAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(streamAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('stream slots', () => {
  it('a slot given back twice frees it once', () => {
    const slots = createStreamSlots({ perAddress: 2, perMember: 1 });
    const first = slots.take({ address: '203.0.113.7' });
    slots.take({ address: '203.0.113.7' });
    first();
    first();
    expect(slots.open).toBe(1);
    slots.take({ address: '203.0.113.7' });
    expect(() => slots.take({ address: '203.0.113.7' })).toThrow(
      expect.objectContaining({ code: 'TOO_MANY_STREAMS', statusCode: 429 }),
    );
  });

  it("counts a member's streams across addresses, and refuses without taking anything", () => {
    const slots = createStreamSlots({ perAddress: 5, perMember: 1 });
    const release = slots.take({ address: '203.0.113.7', memberId: 'm1' });
    expect(() => slots.take({ address: '203.0.113.8', memberId: 'm1' })).toThrow();
    expect(slots.open).toBe(1);
    release();
    slots.take({ address: '203.0.113.8', memberId: 'm1' });
    expect(slots.open).toBe(1);
  });
});
