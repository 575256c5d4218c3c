import type { ComponentProps } from 'react';
import { Button } from './Button';
import { useHydrated } from './hydration';

/**
 * A form's submit button, disabled until React has taken over a server-rendered form (see hydration.ts). Only this
 * button renders again when hydration ends, not the page around it.
 */
export function SubmitButton({ disabled, ...rest }: Omit<ComponentProps<typeof Button>, 'type'>) {
  const hydrated = useHydrated();
  return <Button {...rest} type="submit" disabled={!hydrated || disabled === true} />;
}
