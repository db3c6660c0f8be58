// The QA report's script (inlined into the page by html.ts): click a transition, see the paths through it.
(function () {
  const data = JSON.parse(document.getElementById('qa-data').textContent);
  const SHOWN = 50;

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    for (const c of children) node.append(c);
    return node;
  }

  function meaningOf(machine, state) {
    const source = machine.meanings[state];
    if (!source) return el('span', { class: 'note' }, ' (no meaning found in the model test)');
    return el('details', {}, el('summary', {}, 'asserts'), el('pre', {}, source));
  }

  function stateItem(machine, via, state, taken, t) {
    const item = el('li', {}, via, ' ⇒ ', el('code', {}, state), ' ', meaningOf(machine, state));
    if (taken.includes(t)) {
      item.classList.add('takes');
      item.prepend(el('span', { class: 'note' }, '[takes it] '));
    }
    return item;
  }

  function pathItem(machine, path, t) {
    const [n, name, chromium, initial, steps, , error] = path;
    const status =
      chromium === 'replayed'
        ? 'replayed in Chromium'
        : chromium
          ? 'Chromium skips it: ' + chromium
          : 'not replayed in Chromium';
    const body = el('div');
    if (error) body.append(el('p', { class: 'bad' }, 'The replay diverged: ' + error));
    const word = (i) => machine.words[i];
    const list = el('ol', { start: '0' }, stateItem(machine, 'start', word(initial[0]), initial[1], t));
    for (const [label, state, taken] of steps)
      list.append(stateItem(machine, word(label), word(state), taken, t));
    body.append(list);
    if (chromium === 'replayed') {
      body.append(
        el(
          'p',
          {},
          'Replay in a visible browser: ',
          el('code', { class: 'cmd' }, `npm run qa -- replay ${machine.key} ${n}`),
        ),
      );
    }
    return el('details', {}, el('summary', {}, `#${n} ${name} — ${status}`), body);
  }

  function show(section, t) {
    const machine = data[Number(section.dataset.m)];
    section.querySelectorAll('.selected').forEach((node) => node.classList.remove('selected'));
    section.querySelectorAll(`[data-t="${t}"]`).forEach((node) => node.classList.add('selected'));
    const through = machine.paths.filter((p) => p[5].includes(t));
    const out = section.querySelector('.paths');
    out.replaceChildren(
      el('h3', {}, `${through.length} paths through `, el('code', {}, machine.transitions[t])),
    );
    const render = (count) => {
      const list = el('div');
      for (const p of through.slice(0, count)) list.append(pathItem(machine, p, t));
      out.querySelector('div')?.remove();
      out.querySelector('button')?.remove();
      out.append(list);
      if (through.length > count) {
        const more = el('button', { type: 'button' }, `show all ${through.length}`);
        more.addEventListener('click', () => render(through.length));
        out.append(more);
      }
    };
    render(SHOWN);
    out.scrollIntoView({ block: 'nearest' });
  }

  document.addEventListener('click', (event) => {
    const target = event.target.closest('[data-t]');
    const section = target && target.closest('section.machine');
    if (section) show(section, Number(target.dataset.t));
  });
})();
