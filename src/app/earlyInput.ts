/**
 * A page the server drew is readable before the app runs (issue 32), and its buttons show before React has
 * taken them over. A click on one of them (or a form's submit) in that time would be lost: it is held
 * instead (its default prevented, so a form does not post the page away) and given again once the page is
 * the app's (`release`). Links are left alone: followed before the app runs, they load the next page the
 * server draws.
 */
const HELD = 'button, [role="button"], input[type="submit"], input[type="button"]';

export interface EarlyInput {
  /** Stops holding and gives again, in order, what was held whose element is still in the page. */
  release(): void;
}

export function holdEarlyInput(doc: Document): EarlyInput {
  const held: { el: Element; kind: 'click' | 'submit' }[] = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const el = event.type === 'submit' ? target : (target?.closest(HELD) ?? null);
    if (el === null) return;
    event.preventDefault();
    event.stopPropagation();
    const kind = event.type === 'submit' ? 'submit' : 'click';
    if (!held.some((h) => h.el === el && h.kind === kind)) held.push({ el, kind });
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', hold, true);
  return {
    release() {
      doc.removeEventListener('click', hold, true);
      doc.removeEventListener('submit', hold, true);
      for (const { el, kind } of held.splice(0)) {
        if (!el.isConnected) continue;
        if (kind === 'submit' && el instanceof HTMLFormElement) el.requestSubmit();
        else if (el instanceof HTMLElement) el.click();
      }
    },
  };
}
