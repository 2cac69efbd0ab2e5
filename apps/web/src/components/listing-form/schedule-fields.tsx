import { FormSection, TextField } from './field';

/** Start and end as Istanbul date and time inputs (default times 12:00). */
export function ScheduleFields({ mode }: { mode: 'create' | 'edit' }) {
  const create = mode === 'create';
  return (
    <FormSection title="Tarih ve Saat" description="Tüm saatler İstanbul saatidir (GMT+3).">
      <TextField
        name="startDate"
        type="date"
        label="Başlangıç Tarihi"
        required={!create}
        hint={create ? 'Boş bırakılırsa ilan hemen başlar.' : undefined}
      />
      <TextField name="startTime" type="time" label="Başlangıç Saati" required />
      <TextField
        name="endDate"
        type="date"
        label="Bitiş Tarihi"
        required={!create}
        hint={create ? 'Boş bırakılırsa başlangıçtan 7 gün sonra biter.' : undefined}
      />
      <TextField name="endTime" type="time" label="Bitiş Saati" required />
    </FormSection>
  );
}
