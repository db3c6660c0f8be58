/**
 * A page the server drew is readable before the app runs (issue 32), and its controls show before React has
 * taken them over. What a visitor does with them in that time would be lost; instead it is kept and given to
 * the app once the page is the app's (`release`), in the order it happened:
 *
 * - a click on a button, tab or checkbox is held (its default prevented) and clicked again;
 * - a form's submit is held (the page is not posted away) and submitted again, with the same submit button;
 * - Enter in a field outside a form is pressed again (a search box that listens for it);
 * - text typed into a field stays in the field, and React is told of it (`giveTypedValue`), or the field's
 *   state would still be empty and the next render would wipe what was typed;
 * - a link is followed as it is: a new page is drawn by the server. A link that opens a new window opens it
 *   within the visitor's own click (a click given again later is no gesture, and a popup blocker stops it);
 *   its handlers (a view counted) hear the click afterwards, with the default prevented.
 *
 * While something is held, `<html data-waking>` shows a busy pointer. Decision 0084.
 */
const HELD =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], input[type="submit"], ' +
  'input[type="button"], input[type="checkbox"], input[type="radio"], summary';
const FIELD = 'input, textarea';

type Held =
  | { kind: 'click' | 'echo' | 'enter'; at: Place }
  | { kind: 'submit'; at: Place; submitter: Place | null }
  | { kind: 'typed'; at: Place };

/** An element, and how to find its twin if the app drew that part again instead of taking it over. */
interface Place {
  el: Element;
  path: number[];
  tag: string;
}

export interface EarlyInput {
  /** Stops holding and gives the app, in order, what was held whose element is (again) in the page. */
  release(): void;
}

export function holdEarlyInput(doc: Document): EarlyInput {
  const held: Held[] = [];
  const keep = (h: Held) => {
    held.push(h);
    if (h.kind !== 'typed' && h.kind !== 'echo') doc.documentElement.dataset.waking = '';
  };
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target === null || (event instanceof MouseEvent && event.button !== 0)) return;
    const link = target.closest('a[href]');
    if (link !== null) {
      if (link.getAttribute('target') === '_blank') keep({ kind: 'echo', at: placeOf(link) });
      return;
    }
    const el = target.closest(HELD);
    if (el === null) return;
    event.preventDefault();
    event.stopPropagation();
    const at = placeOf(el);
    if (!held.some((h) => h.kind === 'click' && h.at.el === el)) keep({ kind: 'click', at });
  };
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    const submitter = (event as SubmitEvent).submitter;
    keep({ kind: 'submit', at: placeOf(event.target), submitter: submitter ? placeOf(submitter) : null });
  };
  const onInput = (event: Event) => {
    const el = event.target instanceof Element ? event.target.closest(FIELD) : null;
    if (el !== null && !held.some((h) => h.kind === 'typed' && h.at.el === el))
      keep({ kind: 'typed', at: placeOf(el) });
  };
  const onKey = (event: Event) => {
    const el = event.target instanceof Element ? event.target.closest(FIELD) : null;
    if (el === null || (event as KeyboardEvent).key !== 'Enter' || el.closest('form') !== null) return;
    event.preventDefault();
    keep({ kind: 'enter', at: placeOf(el) });
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onInput],
    ['keydown', onKey],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  return {
    release() {
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
      delete doc.documentElement.dataset.waking;
      // Typed values first: a click or submit given again must find them in the app's state.
      const ordered = [...held.filter((h) => h.kind === 'typed'), ...held.filter((h) => h.kind !== 'typed')];
      held.length = 0;
      for (const h of ordered) giveAgain(doc, h);
    },
  };
}

function giveAgain(doc: Document, h: Held) {
  const el = find(doc, h.at);
  if (el === null) return;
  if (h.kind === 'typed') giveTypedValue(el, h.at.el);
  else if (h.kind === 'submit' && el instanceof HTMLFormElement) {
    const submitter = h.submitter === null ? null : find(doc, h.submitter);
    if (submitter instanceof HTMLElement && submitter.closest('form') === el) el.requestSubmit(submitter);
    else el.requestSubmit();
  } else if (h.kind === 'enter') {
    el.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }),
    );
  } else if (h.kind === 'echo') {
    // The window was opened by the visitor's own click: the handlers hear it, the link is not followed again.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    const stop = (e: Event) => e.preventDefault();
    doc.defaultView?.addEventListener('click', stop, { once: true });
    el.dispatchEvent(click);
    doc.defaultView?.removeEventListener('click', stop);
  } else if (el instanceof HTMLElement) el.click();
}

/**
 * Tells React of a value typed before it took the field over. React compares a field's value with the last
 * one it knows (set through the field's `value` property, which it wraps); that is the typed value since
 * hydration read it. So the value is set to something else through the wrapped property, then back through
 * the element's own setter, and an `input` event makes React read it: its onChange sees the typed text.
 */
function giveTypedValue(el: Element, typedInto: Element) {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return;
  const value = (typedInto as HTMLInputElement).value;
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
  if (own === undefined) return;
  const selection =
    el === el.ownerDocument.activeElement ? ([el.selectionStart, el.selectionEnd] as const) : null;
  el.value = `${value}\u0000`;
  own.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection !== null && selection[0] !== null) {
    try {
      el.setSelectionRange(selection[0], selection[1]);
    } catch {
      // A field type without a caret (email, number): nothing to put back.
    }
  }
}

function placeOf(el: Element): Place {
  const path: number[] = [];
  for (let node: Element = el; node.parentElement !== null; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return { el, path, tag: el.tagName };
}

/** The element itself, or the one at its place with its tag if the app drew that part again. */
function find(doc: Document, at: Place): Element | null {
  if (at.el.isConnected) return at.el;
  let node: Element | null = doc.documentElement;
  for (const i of at.path) node = node?.children[i] ?? null;
  return node !== null && node.tagName === at.tag ? node : null;
}
