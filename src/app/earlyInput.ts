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
 * - a link is followed as a plain link: the server draws the next page. The click goes no further, so React
 *   (which may have begun to take the page over) does not race it: taking over the part the link is in while
 *   dispatching the click could redraw the part, leaving the link out of the page and the click lost;
 * - a link that opens a new window opens it within the visitor's own click (a click given again later is no
 *   gesture, and a popup blocker stops it); its handlers (a view counted) hear the click afterwards, with the
 *   default prevented.
 *
 * While something is held, `<html data-waking>` shows a busy pointer. Decision 0084.
 */
const HELD =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], input[type="submit"], ' +
  'input[type="button"], input[type="checkbox"], input[type="radio"], summary';
const FIELD = 'input, textarea';

const UNHEARD = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'keyup',
  'keypress',
  'beforeinput',
  'textInput',
  'change',
  'focusin',
  'focusout',
];

type Held =
  | { kind: 'click' | 'echo' | 'enter'; at: Place }
  | { kind: 'submit'; at: Place; submitter: Place | null }
  | { kind: 'typed'; at: Place; value: string };

/** An element, and how to find its twin if the app drew that part again instead of taking it over. */
interface Place {
  el: Element;
  path: number[];
  tag: string;
}

export interface EarlyInput {
  /**
   * Stops holding and gives the app, in order, what was held whose element is (again) in the page, a task
   * apart: what one gives (typed text set in a state) is rendered before the next (the submit that reads it).
   */
  release(): Promise<void>;
}

/** Runs `then` in a task of its own, through a message channel: a test's installed clock stops timers. */
export function nextTask(then: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

/** Resolves a task later (nextTask). */
export const aTaskLater = () => new Promise<void>((resolve) => nextTask(resolve));

/** A plain click on a link to another page of the portal, in the same window. */
const followedHere = (link: Element, event: Event) =>
  link instanceof HTMLAnchorElement &&
  (link.target === '' || link.target === '_self') &&
  !link.hasAttribute('download') &&
  link.origin === link.ownerDocument.location.origin &&
  !(link.pathname === link.ownerDocument.location.pathname && link.hash !== '') &&
  !(event instanceof MouseEvent && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey));

export function holdEarlyInput(
  doc: Document,
  follow: (url: string) => void = (url) => doc.location.assign(url),
): EarlyInput {
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
      else if (followedHere(link, event)) {
        event.preventDefault();
        event.stopPropagation();
        follow((link as HTMLAnchorElement).href);
      }
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
    if (el === null) return;
    // Its text as typed, kept here: React, taking the field over and drawing it again with its empty state,
    // may wipe the field's own before the release.
    const value = (el as HTMLInputElement).value;
    const known = held.find((h) => h.kind === 'typed' && h.at.el === el);
    if (known?.kind === 'typed') known.value = value;
    else keep({ kind: 'typed', at: placeOf(el), value });
  };
  const onKey = (event: Event) => {
    const el = event.target instanceof Element ? event.target.closest(FIELD) : null;
    if (el === null || (event as KeyboardEvent).key !== 'Enter' || el.closest('form') !== null) return;
    event.preventDefault();
    keep({ kind: 'enter', at: placeOf(el) });
  };
  // Until the release, the app's listeners hear none of the visitor's events: React, already taking the page
  // over, takes over the part an event is aimed at there and then, and doing so in the middle of a press
  // (pointer down, up) could draw the part anew, losing the element the press began on. The browser's own
  // handling (focus, caret, typing, a link followed) goes on.
  const unheard = (event: Event) => event.stopPropagation();
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', (event) => (onInput(event), unheard(event))],
    ['keydown', (event) => (onKey(event), unheard(event))],
    ...UNHEARD.map((type): [string, (event: Event) => void] => [type, unheard]),
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  return {
    async release() {
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
      // Typed values first: a click or submit given again must find them in the app's state.
      const ordered = [...held.filter((h) => h.kind === 'typed'), ...held.filter((h) => h.kind !== 'typed')];
      held.length = 0;
      for (const h of ordered) {
        await giveAgain(doc, h);
        await aTaskLater();
      }
      // The field the visitor is in: the app hears that it has the focus (a field styled as focused).
      const active = doc.activeElement;
      if (active !== null && active !== doc.body)
        active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      delete doc.documentElement.dataset.waking;
    },
  };
}

async function giveAgain(doc: Document, h: Held) {
  const el = find(doc, h.at);
  if (el === null) return;
  if (h.kind === 'typed') await giveTypedValue(el, h.value);
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
 * The field's part may not be React's yet: a first `input` event aimed at it makes React take it over (and
 * tells React of the text if it took the field over before it was typed), and the wrapped property is
 * waited for, a task at a time.
 */
async function giveTypedValue(el: Element, value: string) {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return;
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
  if (own === undefined) return;
  own.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  for (let i = 0; i < 20 && !Object.prototype.hasOwnProperty.call(el, 'value'); i++) await aTaskLater();
  el.value = `${value}\u0000`;
  own.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  // The caret where typing left it: at the end (the field may have been wiped and filled again).
  if (el === el.ownerDocument.activeElement) {
    try {
      el.setSelectionRange(value.length, value.length);
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
