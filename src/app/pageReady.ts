import { useEffect } from 'react';

let ready = false;
const waiting: (() => void)[] = [];

/**
 * Runs `then` once the first page is the app's: drawn by the client or hydrated, the page's own code
 * included (its lazy chunk), not only the shell. At once when that has happened.
 */
export function whenPageReady(then: () => void) {
  if (ready) then();
  else waiting.push(then);
}

/**
 * Rendered beside the page inside its Suspense boundary (the shell's and a standalone page's): its effect
 * runs when that boundary commits, with the page. Marks `<html data-ready>` (the e2e tests that type at once
 * wait for it) and runs what waited.
 */
export function PageReady() {
  useEffect(() => {
    if (ready) return;
    ready = true;
    document.documentElement.dataset.ready = '';
    for (const then of waiting.splice(0)) then();
  }, []);
  return null;
}
