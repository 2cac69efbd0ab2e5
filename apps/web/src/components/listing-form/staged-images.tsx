import { LISTING_IMAGE_LIMITS } from '@arsamezat/shared/admin/admin-listing-images';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '../ui/notice';
import { FormSection } from './field';
import { ImageDrop, screenFiles } from './image-drop';
import { ImageTile, moveItem } from './image-tile';

/** A chosen file and its preview; uploaded once the listing exists. */
export type StagedImage = { id: string; file: File; url: string };

type StagedImagesProps = { items: StagedImage[]; onChange: (items: StagedImage[]) => void };

/** Images of a new listing: picked and ordered here, uploaded after the listing is created. */
export function StagedImages({ items, onChange }: StagedImagesProps) {
  const [refused, setRefused] = useState<string[]>([]);
  // Previews are revoked when removed, and all of them when the form goes away.
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  });
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.url)), []);

  function add(files: File[]) {
    const room = LISTING_IMAGE_LIMITS.maxPerListing - items.length;
    const { accepted, refused: problems } = screenFiles(files, room);
    setRefused(problems);
    const added = accepted.map((file) => ({
      id: crypto.randomUUID(),
      file,
      url: URL.createObjectURL(file),
    }));
    onChange([...items, ...added]);
  }

  function remove(item: StagedImage) {
    URL.revokeObjectURL(item.url);
    onChange(items.filter((other) => other.id !== item.id));
  }

  return (
    <FormSection
      title="Görseller"
      description="İlk görsel kapak olur. Görseller ilan kaydedildikten sonra yüklenir."
    >
      <div className="space-y-4 sm:col-span-2">
        {items.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((item, index) => (
              <ImageTile
                key={item.id}
                src={item.url}
                label={item.file.name}
                index={index}
                count={items.length}
                onMove={(from, to) => onChange(moveItem(items, from, to))}
                onRemove={() => remove(item)}
              />
            ))}
          </ul>
        )}
        <ImageDrop onFiles={add} />
        {refused.length > 0 && (
          <Notice tone="error" title="Bazı dosyalar eklenemedi">
            <ul className="list-disc pl-4">
              {refused.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Notice>
        )}
      </div>
    </FormSection>
  );
}
