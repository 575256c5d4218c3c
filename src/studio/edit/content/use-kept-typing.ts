import { useState } from 'react';

/**
 * What is typed into a field and is not (yet) a valid value: kept here and shown as typed, never sent, never lost;
 * a valid value is sent and the field shows the draft's value again.
 */
export function useKeptTyping() {
  const [typed, setTyped] = useState<Record<string, string>>({});
  return {
    /** The text to show: what is kept, else the draft's value. */
    shown: (field: string, current: string | number | undefined): string | number => typed[field] ?? current ?? '',
    isKept: (field: string): boolean => typed[field] !== undefined,
    /** `valid` turns the text into the value to send, or undefined to keep it as typed. */
    type<T>(field: string, text: string, valid: (text: string) => T | undefined, send: (value: T) => void) {
      const value = valid(text);
      if (value === undefined) {
        setTyped((current) => ({ ...current, [field]: text }));
        return;
      }
      setTyped(({ [field]: _sent, ...rest }) => rest);
      send(value);
    },
  };
}
