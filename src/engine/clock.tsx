import { createContext, useContext, type ReactNode } from 'react';

/** The injected clock: production reads the real time; tests and previews pin "today". */
export type Clock = () => Date;

const ClockContext = createContext<Clock>(() => new Date());

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}

/** yyyy-mm-dd of a moment in the member's local time zone. */
export function toIsoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
