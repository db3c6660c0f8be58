import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { mermaidDiagram } from './diagram';

const upload = setup({
  types: { events: {} as { type: 'file.pick' } | { type: 'cancel' } | { type: 'network.offline' } },
  actors: { sendFile: fromPromise(async () => 'ok') },
  actions: { notifySent: () => {}, showError: () => {}, markOffline: () => {} },
  guards: { fileAllowed: () => true },
  delays: { retryDelay: 3000 },
}).createMachine({
  id: 'upload',
  initial: 'idle',
  states: {
    idle: { on: { 'file.pick': [{ guard: 'fileAllowed', target: 'sending' }, { actions: 'showError' }] } },
    sending: {
      initial: 'trying',
      on: { cancel: 'idle' },
      states: {
        trying: {
          invoke: {
            src: 'sendFile',
            onDone: { target: '#upload.sent', actions: 'notifySent' },
            onError: 'waiting',
          },
        },
        waiting: { after: { retryDelay: 'trying', 500: { target: 'trying' } } },
      },
    },
    sent: { type: 'final', entry: 'notifySent' },
  },
});

describe('mermaidDiagram', () => {
  it('draws states, boxes, the initial and final states, delays, guards, invokes and named actions', () => {
    expect(mermaidDiagram(upload)).toBe(
      [
        'stateDiagram-v2',
        '  state "idle" as idle',
        '  state "sending" as sending {',
        '    state "trying" as sending_trying',
        '    sending_trying : invoke sendFile',
        '    state "waiting" as sending_waiting',
        '    [*] --> sending_trying',
        '    sending_trying --> sent : done sendFile / notifySent',
        '    sending_trying --> sending_waiting : error sendFile',
        '    sending_waiting --> sending_trying : after 500 ms',
        '    sending_waiting --> sending_trying : after retryDelay',
        '  }',
        '  state "sent" as sent',
        '  sent : entry / notifySent',
        '  [*] --> idle',
        '  idle --> sending : file.pick [fileAllowed]',
        '  idle --> idle : file.pick [else] / showError',
        '  sending --> idle : cancel',
        '  sent --> [*]',
        '',
      ].join('\n'),
    );
  });

  it('draws parallel regions apart and what the machine itself does in an outer box', () => {
    const player = setup({
      types: { events: {} as { type: 'toggle' } | { type: 'mute' } | { type: 'network.offline' } },
      actors: { connectivity: fromPromise(async () => undefined) },
      actions: { markOffline: () => {} },
    }).createMachine({
      id: 'player',
      type: 'parallel',
      invoke: { src: 'connectivity' },
      on: { 'network.offline': { actions: 'markOffline' } },
      states: {
        video: { initial: 'paused', states: { paused: { on: { toggle: 'playing' } }, playing: {} } },
        sound: { initial: 'on', states: { on: { on: { mute: 'off' } }, off: {} } },
      },
    });
    expect(mermaidDiagram(player)).toBe(
      [
        'stateDiagram-v2',
        '  state "player<br/>invoke connectivity" as player {',
        '    state "video" as video {',
        '      state "paused" as video_paused',
        '      state "playing" as video_playing',
        '      [*] --> video_paused',
        '      video_paused --> video_playing : toggle',
        '    }',
        '    --',
        '    state "sound" as sound {',
        '      state "on" as sound_on',
        '      state "off" as sound_off',
        '      [*] --> sound_on',
        '      sound_on --> sound_off : mute',
        '    }',
        '  }',
        '  player --> player : network.offline / markOffline',
        '',
      ].join('\n'),
    );
  });

  it('notes a state’s tags and meta, on a leaf and in a box’s label', () => {
    const wizard = setup({
      types: { events: {} as { type: 'next' }, tags: {} as 'busy', meta: {} as { step: number } },
    }).createMachine({
      id: 'wizard',
      initial: 'first',
      states: {
        first: { meta: { step: 1 }, on: { next: 'second' } },
        second: {
          meta: { step: 2 },
          initial: 'checking',
          states: { checking: { tags: 'busy' } },
        },
      },
    });
    expect(mermaidDiagram(wizard)).toBe(
      [
        'stateDiagram-v2',
        '  state "first" as first',
        '  first : meta step 1',
        '  state "second<br/>meta step 2" as second {',
        '    state "checking" as second_checking',
        '    second_checking : tag busy',
        '    [*] --> second_checking',
        '  }',
        '  [*] --> first',
        '  first --> second : next',
        '',
      ].join('\n'),
    );
  });
});
