import { useExternalStore } from './useExternalStore';

const never = () => () => undefined;

/**
 * This page's origin, or null while the server renders and while the client hydrates that render (issue
 * 32): the server does not know the address a visitor typed, so both renders agree on null, and the origin
 * follows in a transition (useExternalStore).
 */
export const usePageOrigin = (): string | null =>
  useExternalStore(
    never,
    () => window.location.origin,
    () => null,
  );
