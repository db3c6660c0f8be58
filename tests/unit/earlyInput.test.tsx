// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from '../../src/app/earlyInput';

// React's act() is used below to hydrate and to give the held input to the app.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyInput: what a visitor does before the app has taken over a server-drawn page', () => {
  it('holds a button’s click and gives it again, once, when released', async () => {
    document.body.innerHTML = '<main><button type="button"><span>上个月</span></button></main>';
    const button = document.querySelector('button')!;
    const early = holdEarlyInput(document);
    const heard = vi.fn();
    document.body.addEventListener('click', heard);
    (button.firstChild as HTMLElement).click();
    button.click();
    expect(heard).not.toHaveBeenCalled();

    await early.release();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]![0].target).toBe(button);
    // Released: clicks go through as usual.
    button.click();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('lets a link be followed, and drops what left the page before the release', async () => {
    document.body.innerHTML = '<a href="#next">新闻</a><button type="button">下个月</button>';
    const early = holdEarlyInput(document);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);

    const button = document.querySelector('button')!;
    const heard = vi.fn();
    button.addEventListener('click', heard);
    button.click();
    button.remove();
    await early.release();
    expect(heard).not.toHaveBeenCalled();
  });

  it('follows a link to another page as a plain link, the click going no further; a same-page anchor is left alone', async () => {
    document.body.innerHTML =
      '<main><a href="/announcement">更多</a><a href="#main">跳到正文</a><a href="/x" download>下载</a></main>';
    const followed: string[] = [];
    const early = holdEarlyInput(document, (url) => followed.push(url));
    const heard = vi.fn();
    document.querySelector('main')!.addEventListener('click', heard);
    const [more, skip, file] = [...document.querySelectorAll('a')];
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    more!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    expect(followed).toEqual([`${location.origin}/announcement`]);
    skip!.click();
    file!.click();
    // A modified click (a new tab) is the browser's.
    more!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(followed).toHaveLength(1);
    expect(heard).toHaveBeenCalledTimes(3);
    await early.release();
  });

  it('holds a form’s submit (the page is not posted away) and submits it again when released', async () => {
    document.body.innerHTML = '<form><input name="q" value="CT"><button type="submit">搜索</button></form>';
    const form = document.querySelector('form')!;
    const early = holdEarlyInput(document);
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();

    await early.release();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});

/** A search box as the portal draws them: a controlled field, searched by its button or by Enter. */
function SearchBox({ onSearch }: { onSearch: (q: string) => void }) {
  const [q, setQ] = useState('');
  return (
    <div>
      <input
        type="search"
        aria-label="搜索"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onSearch(q)}
      />
      <button type="button" onClick={() => onSearch(q)}>
        搜索
      </button>
      <a href="https://vr.example/hall" target="_blank" onClick={() => onSearch(`看了${q}`)}>
        展厅
      </a>
    </div>
  );
}

/** The server's HTML of the box in the page, then what React does when it takes it over. */
async function serverDrawn(onSearch: (q: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchBox onSearch={onSearch} />);
  document.body.append(container);
  const take = async () => {
    await act(async () => {
      hydrateRoot(container, <SearchBox onSearch={onSearch} />);
    });
  };
  return { container, take };
}

const type = (field: HTMLInputElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('holdEarlyInput and React: what was typed and pressed reaches the app', () => {
  it('text typed before hydration is in the app’s state when the held click is given again', async () => {
    const searched = vi.fn();
    const { container, take } = await serverDrawn(searched);
    const early = holdEarlyInput(document);
    type(container.querySelector('input')!, '认识CT');
    container.querySelector('button')!.click();
    expect(document.documentElement.dataset.waking).toBe('');

    await take();
    await act(async () => early.release());
    expect(searched).toHaveBeenCalledExactlyOnceWith('认识CT');
    expect(document.documentElement.dataset.waking).toBeUndefined();
    // The field keeps the text through the app's next render (its state holds it now).
    expect(container.querySelector('input')!.value).toBe('认识CT');
  });

  it('Enter in a field outside a form is pressed again, with the typed text', async () => {
    const searched = vi.fn();
    const { container, take } = await serverDrawn(searched);
    const early = holdEarlyInput(document);
    const field = container.querySelector('input')!;
    type(field, 'MRI');
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));

    await take();
    expect(searched).not.toHaveBeenCalled();
    await act(async () => early.release());
    expect(searched).toHaveBeenCalledExactlyOnceWith('MRI');
  });

  it('a link to a new window is followed at once; its handler hears the click later, not followed again', async () => {
    const searched = vi.fn();
    const { container, take } = await serverDrawn(searched);
    const early = holdEarlyInput(document);
    const link = container.querySelector('a')!;
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(false);

    await take();
    const heard: MouseEvent[] = [];
    link.addEventListener('click', (e) => heard.push(e));
    await act(async () => early.release());
    expect(searched).toHaveBeenCalledExactlyOnceWith('看了');
    expect(heard).toHaveLength(1);
    expect(heard[0]!.defaultPrevented).toBe(true);
  });
});

/** The portal's search form: the submit reads the field's state. */
function SearchForm({ onSearch }: { onSearch: (q: string) => void }) {
  const [q, setQ] = useState('');
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(q);
      }}
    >
      <input type="search" aria-label="搜索" value={q} onChange={(e) => setQ(e.target.value)} />
      <button type="submit">搜索</button>
    </form>
  );
}

describe('holdEarlyInput and a form whose submit reads the typed text from its state', () => {
  it('the submit given again sees the text, even wiped from the field: the typed value is rendered a task before', async () => {
    const searched = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchForm onSearch={searched} />);
    document.body.append(container);
    const early = holdEarlyInput(document);
    type(container.querySelector('input')!, '认识CT');
    container.querySelector('button')!.click();
    await act(async () => {
      hydrateRoot(container, <SearchForm onSearch={searched} />);
    });
    // The app drew the field again with its empty state before the release (as the contest's search box
    // did in the browser): the text typed is kept all the same.
    container.querySelector('input')!.value = '';
    // As in the browser: React renders on its own schedule, not inside act().
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await early.release();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(searched).toHaveBeenCalledExactlyOnceWith('认识CT');
  });
});

describe('holdEarlyInput: a part the app drew again instead of taking over', () => {
  it('gives the click to the element at the same place with the same tag', async () => {
    document.body.innerHTML = '<nav><button type="button">一</button><button type="button">二</button></nav>';
    const early = holdEarlyInput(document);
    document.querySelectorAll('button')[1]!.click();
    // The app draws the part again: new elements at the same places.
    document.body.innerHTML = '<nav><button type="button">一</button><button type="button">二</button></nav>';
    const heard = vi.fn();
    document.querySelectorAll('button')[1]!.addEventListener('click', heard);
    await early.release();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('drops it when the place now holds another kind of element', async () => {
    document.body.innerHTML = '<nav><button type="button">一</button></nav>';
    const early = holdEarlyInput(document);
    document.querySelector('button')!.click();
    document.body.innerHTML = '<nav><a href="#x">一</a></nav>';
    const heard = vi.fn();
    document.body.addEventListener('click', heard);
    await early.release();
    expect(heard).not.toHaveBeenCalled();
  });
});
