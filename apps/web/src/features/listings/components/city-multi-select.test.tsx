import type { City } from '@arsamezat/shared/listings/cities';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CityMultiSelect } from './city-multi-select';

function Harness({ initial = [] }: { initial?: City[] }) {
  const [cities, setCities] = useState<City[]>(initial);
  return (
    <>
      <CityMultiSelect value={cities} onChange={setCities} />
      <output>{cities.join('|')}</output>
    </>
  );
}

const list = () => screen.getByRole('group', { name: 'Şehirler' });
const shown = () =>
  within(list())
    .queryAllByRole('checkbox')
    .map((box) => box.parentElement?.textContent);

describe('CityMultiSelect', { timeout: 20_000 }, () => {
  it('lists the 81 provinces in Turkish order in a box at most 200 px high', () => {
    render(<Harness />);
    expect(screen.getByPlaceholderText('Şehir ara...')).toBeInTheDocument();
    const names = shown();
    expect(names).toHaveLength(81);
    expect(names.slice(0, 3)).toEqual(['Adana', 'Adıyaman', 'Afyonkarahisar']);
    // Turkish alphabet: Ç after C, I before İ, Ş after S, Ü after U.
    expect(names.indexOf('Çanakkale')).toBeGreaterThan(names.indexOf('Bursa'));
    expect(names.indexOf('İstanbul')).toBeGreaterThan(names.indexOf('Isparta'));
    expect(list()).toHaveClass('max-h-[200px]', 'overflow-y-auto');
  });

  it.each([
    ['istanbul', ['İstanbul']],
    ['İSTANBUL', ['İstanbul']],
    ['ISTANBUL', ['İstanbul']],
    ['izmir', ['İzmir']],
    ['IZMIR', ['İzmir']],
    ['kutahya', ['Kütahya']],
    ['ığdır', ['Iğdır']],
    ['şanlı', ['Şanlıurfa']],
  ])("finds '%s' whatever the case and Turkish letters", async (query, expected) => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Şehir ara' }), query);
    expect(shown()).toEqual(expected);
  });

  it("says 'Sonuç bulunamadı' when nothing matches", async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Şehir ara' }), 'Atlantis');
    expect(within(list()).getByText('Sonuç bulunamadı')).toBeInTheDocument();
  });

  it('ticks several provinces, by click or Enter, and unticks them from their chips', async () => {
    render(<Harness initial={['Konya']} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Uşak' }));
    const search = screen.getByRole('searchbox', { name: 'Şehir ara' });
    await userEvent.type(search, 'kütah{Enter}');
    expect(search).toHaveValue('');
    expect(document.querySelector('output')).toHaveTextContent('Konya|Uşak|Kütahya');
    expect(screen.getByRole('checkbox', { name: 'Kütahya' })).toBeChecked();

    const chips = screen.getByRole('list', { name: 'Seçili şehirler' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Konya seçimini kaldır' }));
    expect(document.querySelector('output')).toHaveTextContent('Uşak|Kütahya');
    expect(screen.getByRole('checkbox', { name: 'Konya' })).not.toBeChecked();
  });
});
