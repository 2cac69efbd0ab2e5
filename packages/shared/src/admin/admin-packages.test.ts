import { describe, expect, it } from 'vitest';
import {
  kurusToLiraText,
  liraTextToKurus,
  PackageFormSchema,
  packageFormToInput,
} from './admin-packages.ts';

describe('package prices typed in lira', () => {
  it('reads Turkish lira text as kuruş, and refuses what is not an amount', () => {
    expect(liraTextToKurus('2500')).toBe(2_500_00);
    expect(liraTextToKurus('2.500')).toBe(2_500_00);
    expect(liraTextToKurus('1.250.000,5')).toBe(1_250_000_50);
    expect(liraTextToKurus('99,99')).toBe(99_99);
    for (const bad of ['', 'on bin', '12.5', '1,234', '-5', '2.50.0']) {
      expect(liraTextToKurus(bad)).toBeNull();
    }
  });

  it('writes kuruş back for editing, and the form round-trips', () => {
    expect(kurusToLiraText(2_500_00)).toBe('2500');
    expect(kurusToLiraText(1_500_50)).toBe('1500,50');
    const form = PackageFormSchema.parse({
      name: ' 5 İlan ',
      listingCount: '5',
      validityDays: '90',
      price: kurusToLiraText(1_500_50),
      active: true,
    });
    expect(packageFormToInput(form)).toEqual({
      name: '5 İlan',
      listingCount: 5,
      validityDays: 90,
      price: 1_500_50,
      active: true,
    });
  });
});
