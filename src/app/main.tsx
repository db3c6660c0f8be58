import { holdEarlyInput } from './earlyInput';

/**
 * The entry: small on purpose. A page the server drew (issue 32, `#root[data-ssr]`) is already readable, so
 * its first paint must not wait for the app's code: the browser paints the HTML, and only then is the app
 * loaded, evaluated and hydrated (the frame's animation callback queues a task, which runs after that
 * frame's paint). A click on one of its buttons before then is held and given again once the page is the
 * app's. Any other page has only the static first paint until the app runs: it loads at once.
 */
const boot = () => import('./boot');

if (document.getElementById('root')?.hasAttribute('data-ssr')) {
  const early = holdEarlyInput(document);
  // Given again a frame after the page is the app's, not in the same task: its machines have started then
  // and settled on what the page shows (a wizard's first step answered from the handed-over cache), so the
  // click means what it meant to the visitor.
  const release = () => requestAnimationFrame(() => setTimeout(early.release, 0));
  requestAnimationFrame(() =>
    setTimeout(() => void boot().then(({ whenPageReady }) => whenPageReady(release)), 0),
  );
} else {
  void boot();
}
