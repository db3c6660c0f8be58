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
  requestAnimationFrame(() =>
    setTimeout(() => void boot().then(({ whenPageReady }) => whenPageReady(early.release)), 0),
  );
} else {
  void boot();
}
