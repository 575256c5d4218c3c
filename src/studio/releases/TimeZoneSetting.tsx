import { useId, useState, type FormEvent } from 'react';
import type { ActionState } from '../review/use-action';
import { releasesCopy } from './copy';
import { releasesApi } from './releases-api';
import { timeZoneChoices } from './release-form';

const words = releasesCopy.timeZone;

/** The brand's time zone for releases: shown to all, changed by a publisher (the server checks the name again). */
export function TimeZoneSetting({ brand, zone, canChange, action, onChanged }: { brand: string; zone: string; canChange: boolean; action: ActionState; onChanged: () => void }) {
  const id = useId();
  const [changing, setChanging] = useState(false);
  const [chosen, setChosen] = useState(zone);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await action.run(() => releasesApi.setTimeZone(brand, chosen), (saved) => words.saved(saved.timeZone));
    if (outcome.ok) {
      setChanging(false);
      onChanged();
    }
  };

  if (!changing) {
    return (
      <p>
        {words.current(zone)}{' '}
        {canChange && (
          <button
            type="button"
            onClick={() => {
              setChosen(zone);
              setChanging(true);
            }}
          >
            {words.change}
          </button>
        )}
      </p>
    );
  }
  return (
    <form onSubmit={(e) => void save(e)} aria-label={words.heading} noValidate>
      <p>
        <label htmlFor={`${id}-zone`}>{words.label}</label>{' '}
        <select id={`${id}-zone`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {timeZoneChoices(zone).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </p>
      <p>{words.note}</p>
      <p>
        <button type="submit" disabled={action.busy}>
          {words.save}
        </button>{' '}
        <button type="button" onClick={() => setChanging(false)}>
          {words.keep}
        </button>
      </p>
    </form>
  );
}
