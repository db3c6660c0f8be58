import { assign, fromPromise, setup } from 'xstate';
import { NO_PASSWORD } from '../domain/livePassword';
import { errorText } from './errorText';

/**
 * Joining a live discussion session (000 §4.3, §5.2). The join dialog takes the expert name (and the
 * password when the session has one: hasPass is not '1'); a session without password opens the
 * 在线会诊 iframe dialog at once, otherwise the password is verified first and the iframe opens 200 ms
 * after success. A refused password shows the server's message and keeps the dialog and what was typed.
 * The view checks the fields with the shared schema before it sends `join.submit`.
 * The list carries no link for a session with a password: the verification answers it (issue 10).
 */
export interface JoinSession {
  id: string;
  title: string;
  /** The meeting link ('' until verifyPass answered it, for a session with a password). */
  link: string;
  hasPass: string;
}

/** What an accepted password answers: the meeting link. */
export interface Verified {
  link: string;
}

export interface LiveJoinContext {
  session: JoinSession | null;
  /** What was submitted last (kept after a refusal, so the dialog shows it again). */
  userName: string;
  password: string;
  error: string | null;
  /** The iframe's address: the meeting link plus the expert name. */
  meetingUrl: string | null;
}

export type LiveJoinEvent =
  | { type: 'join.open'; session: JoinSession }
  | { type: 'join.submit'; userName: string; password: string }
  | { type: 'join.cancel' }
  | { type: 'meeting.close' };

/**
 * The meeting link plus the expert name: appended as the query parameter `userName`, URL-encoded,
 * with `?` or `&` as the link needs (docs/decisions.md). A fragment stays at the end.
 */
export function meetingUrl(link: string, userName: string): string {
  const hash = link.indexOf('#');
  const base = hash === -1 ? link : link.slice(0, hash);
  const fragment = hash === -1 ? '' : link.slice(hash);
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}userName=${encodeURIComponent(userName)}${fragment}`;
}

const initialContext: LiveJoinContext = {
  session: null,
  userName: '',
  password: '',
  error: null,
  meetingUrl: null,
};

export const liveJoinMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as LiveJoinContext,
    events: {} as LiveJoinEvent,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** POST /api/live/verifyPass/{id}/{password} → the meeting link; rejects with the server's message. */
    verifyPass: fromPromise<Verified, { id: string; password: string }>(async () => {
      throw new Error('verifyPass not provided');
    }),
  },
  // Stryker restore all
  actions: {
    /** Shows the server's message (the dialog shows it too). */
    notifyFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    /** Asked only by join.submit in editing, which join.open entered with the session. */
    noPassword: ({ context }) => context.session!.hasPass === NO_PASSWORD,
  },
  delays: {
    /** 000 §4.3: the iframe opens 200 ms after the password was accepted. */
    openDelay: 200,
  },
}).createMachine({
  id: 'liveJoin',
  initial: 'closed',
  context: initialContext,
  // Every state but closed holds the session join.open brought (hence the non-null assertions below).
  states: {
    closed: {
      on: {
        'join.open': {
          target: 'editing',
          actions: assign({ ...initialContext, session: ({ event }) => event.session }),
        },
      },
    },
    editing: {
      on: {
        'join.submit': [
          {
            guard: 'noPassword',
            target: 'meeting',
            actions: assign({ userName: ({ event }) => event.userName, password: '', error: null }),
          },
          {
            target: 'verifying',
            actions: assign({
              userName: ({ event }) => event.userName,
              password: ({ event }) => event.password,
              error: null,
            }),
          },
        ],
        'join.cancel': 'closed',
      },
    },
    verifying: {
      invoke: {
        src: 'verifyPass',
        input: ({ context }) => ({ id: context.session!.id, password: context.password }),
        onDone: {
          target: 'opening',
          actions: assign({
            session: ({ context, event }) => ({ ...context.session!, link: event.output.link }),
          }),
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
          ],
        },
      },
      on: { 'join.cancel': 'closed' },
    },
    opening: {
      after: { openDelay: 'meeting' },
      on: { 'join.cancel': 'closed' },
    },
    meeting: {
      entry: assign({
        meetingUrl: ({ context }) => meetingUrl(context.session!.link, context.userName),
      }),
      on: { 'meeting.close': { target: 'closed', actions: assign(initialContext) } },
    },
  },
});
