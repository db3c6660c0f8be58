import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { AfterPaint } from './AfterPaint';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorState } from './ErrorState';
import { WhenNear } from './WhenNear';

/**
 * A part of a page whose code is fetched on demand (`load`: a module-level function), shown as
 * `placeholder` while it comes; with `afterPaint`, asked for only once what was committed with it has been
 * painted (AfterPaint); with `whenNear`, only once its place comes near the viewport (WhenNear; the server
 * and the hydrating client draw the placeholder). If its code fails to arrive (offline, a new deployment),
 * only the part says so, with 重试 (a new request): the page around it, and whatever the person is doing
 * there, stays (issue 12). `failed` replaces that message where a part has no room for it.
 */
export function LazyPart<P extends object>({
  load,
  props,
  placeholder,
  afterPaint = false,
  whenNear = false,
  failed,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  placeholder: ReactNode;
  afterPaint?: boolean;
  whenNear?: boolean;
  failed?: ReactNode;
}) {
  // A lazy component per attempt, kept here, above the part's Suspense (a component that suspends before
  // its first commit keeps no state); React keeps a failed lazy component failed, so 重试 makes a new one.
  const [attempt, setAttempt] = useState(() => ({ key: 0, Part: lazy(load) }));
  const retry = () => setAttempt(({ key }) => ({ key: key + 1, Part: lazy(load) }));
  const { key, Part } = attempt;
  const part = (
    // Catches what the part throws (its code failed to arrive), so the rest of the page stays.
    <ErrorBoundary key={key} fallback={() => failed ?? <ErrorState onRetry={retry} />}>
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    </ErrorBoundary>
  );
  if (whenNear)
    return (
      <WhenNear placeholder={placeholder} drawnByServer={false}>
        {part}
      </WhenNear>
    );
  return afterPaint ? <AfterPaint placeholder={placeholder}>{part}</AfterPaint> : part;
}
