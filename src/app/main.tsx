import { aTaskLater, holdEarlyInput, nextTask } from './earlyInput';

/**
 * The entry: small on purpose. A page the server drew (issue 32, `#root[data-ssr]`) is already readable, so
 * its first paint must not wait for the app's code: the browser paints the HTML, and only then is the app
 * loaded, evaluated and hydrated. What the visitor does before then is held and given to the app once the
 * page is the app's (earlyInput.ts). Any other page has only the static first paint until the app runs: it
 * loads at once. Decisions 0077 and 0084.
 *
 * Tasks are queued through a message channel, not timers or animation frames: a test that installs its own
 * clock (Playwright's `page.clock`) stops those, and the page would never become the app's.
 */
const boot = () => import('./boot');

/**
 * The app on a page the server drew, in three stages a task apart: React DOM with the router and the query
 * cache, then emotion (whose cache takes over the server's style elements) and MUI's styling, then the app's
 * own modules. Evaluated at once, they were one task of 120-160 ms on a 4x slowed CPU, and Lighthouse counts
 * every task past 50 ms as blocking (issue 32). Each stage's list of libraries is held here, so that the
 * bundler keeps them in that stage rather than dropping them as unused.
 */
const bootInStages = () =>
  import('./vendorsReact')
    .then(({ libraries }) => aTaskLater().then(() => libraries))
    .then(() => import('./vendorsStyling'))
    .then(({ libraries }) => aTaskLater().then(() => libraries))
    .then(boot);

/** Runs `then` in a task after the page's first contentful paint, or at once where there will be none. */
function afterFirstPaint(then: () => void) {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    document.removeEventListener('visibilitychange', go);
    nextTask(then);
  };
  // The observer's own list, not `performance.getEntriesByName`: a test's installed clock (Playwright's)
  // answers that one with nothing. `buffered` hands over a paint that came before the observer.
  const observer = PerformanceObserver.supportedEntryTypes.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) go();
      })
    : null;
  // A page opened in the background paints nothing until it is shown: the app loads at once there.
  if (observer === null || document.visibilityState === 'hidden') return go();
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', go);
}

if (document.getElementById('root')?.hasAttribute('data-ssr')) {
  const early = holdEarlyInput(document);
  // Given again a task after the page is the app's, not in the same one: its machines have started then and
  // settled on what the page shows (a wizard's first step answered from the handed-over cache), so a click
  // means what it meant to the visitor.
  const release = () => nextTask(() => nextTask(() => void early.release()));
  afterFirstPaint(
    () =>
      void bootInStages().then(({ start, whenPageReady }) => {
        whenPageReady(release);
        nextTask(start);
      }),
  );
} else {
  void boot().then(({ start }) => start());
}
