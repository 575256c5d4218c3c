// react-i18next imports `use-sync-external-store/shim`, the backport of React 18's hook for older Reacts. React 19
// has the hook itself: the production build takes it from there (vite.config.ts aliases the shim to this file).
export { useSyncExternalStore } from 'react';
