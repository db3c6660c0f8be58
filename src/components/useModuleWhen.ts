import { useEffect, useEffectEvent, useState } from 'react';
import { msg } from '../text/messages';
import { toast } from './toastStore';

/**
 * The default export of a module fetched on demand (`part`): null until `wanted` has first been true, then kept
 * (one value for the life of the caller, so a component it holds keeps its state).
 * Unlike React.lazy it does not suspend: a part that appears on a click is drawn as soon as its code has
 * arrived, with no Suspense fallback whose reveal React holds back on a timer (decision 0093). A failed fetch
 * says 加载失败, calls `onFailed` (to leave the state that wanted the part) and is asked again the next time
 * `wanted` turns true.
 */
export function useModuleWhen<T>(
  load: () => Promise<{ default: T }>,
  wanted: boolean,
  onFailed: () => void,
): { part: T | null } {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const failed = useEffectEvent(() => {
    toast.error(msg.app.loadFailed);
    onFailed();
  });
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (m) => {
        if (current) setLoaded({ value: m.default });
      },
      () => {
        if (current) failed();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, load]);
  return { part: loaded?.value ?? null };
}
