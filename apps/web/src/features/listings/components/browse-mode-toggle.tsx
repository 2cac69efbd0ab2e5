import { List, Map as MapIcon } from 'lucide-react';
import type { BrowseMode } from '../utils/browse-state';
import { PressedToggle, type ToggleOption } from './pressed-toggle';

const MODES: ToggleOption<BrowseMode>[] = [
  { value: 'list', label: 'Liste', icon: List },
  { value: 'map', label: 'Harita', icon: MapIcon },
];

/** 'Liste' / 'Harita' (issue 30): the results as cards, or on the map above them. */
export function BrowseModeToggle({
  mode,
  onChange,
}: {
  mode: BrowseMode;
  onChange: (mode: BrowseMode) => void;
}) {
  return (
    <PressedToggle
      label="Sonuçları göster"
      options={MODES}
      value={mode}
      onChange={onChange}
      className="inline-flex"
    />
  );
}
