// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from '../../src/app/earlyInput';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyInput: what a visitor does before the app has taken over a server-drawn page', () => {
  it('holds a button’s click and gives it again, once, when released', () => {
    document.body.innerHTML = '<main><button type="button"><span>上个月</span></button></main>';
    const button = document.querySelector('button')!;
    const early = holdEarlyInput(document);
    const heard = vi.fn();
    document.body.addEventListener('click', heard);
    (button.firstChild as HTMLElement).click();
    button.click();
    expect(heard).not.toHaveBeenCalled();

    early.release();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]![0].target).toBe(button);
    // Released: clicks go through as usual.
    button.click();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('lets a link be followed, and drops what left the page before the release', () => {
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
    early.release();
    expect(heard).not.toHaveBeenCalled();
  });

  it('holds a form’s submit (the page is not posted away) and submits it again when released', () => {
    document.body.innerHTML = '<form><input name="q" value="CT"><button type="submit">搜索</button></form>';
    const form = document.querySelector('form')!;
    const early = holdEarlyInput(document);
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();

    early.release();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
