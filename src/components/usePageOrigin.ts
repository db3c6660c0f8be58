import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * This page's origin, or null while the server renders and while the client hydrates that render (issue
 * 32): the server does not know the address a visitor typed, so both renders agree on null, and React
 * renders again with the origin right after.
 */
export const usePageOrigin = (): string | null =>
  useSyncExternalStore(
    never,
    () => window.location.origin,
    () => null,
  );
