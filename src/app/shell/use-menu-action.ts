import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '../../manifest/brand-context';
import type { MenuAction } from '../../manifest/manifest-types';
import { useSession } from '../../member/session';
import { actionDestination } from './menu-model';

/** Runs a menu item's action: `logout` ends the session first; then both go where menu-model says. */
export function useMenuAction(): (action: MenuAction) => Promise<void> {
  const navigate = useNavigate();
  const { features } = useBrand();
  const { logout } = useSession();
  return useCallback(
    async (action: MenuAction) => {
      if (action === 'logout') await logout();
      const destination = actionDestination(action, features);
      await navigate(destination.to, destination.state ? { state: destination.state } : undefined);
    },
    [navigate, features, logout],
  );
}
