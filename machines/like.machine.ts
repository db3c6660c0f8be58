import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText';

/**
 * A like of a work or a micro-lecture (000 §2.3 works detail, §7.5 `…/like`, §8; issue 15). The count and
 * the pressed heart change at once (optimistic) while the injected `like` actor posts; a refusal puts both
 * back and keeps the server's message (`error`, `notifyFailed` for the toast). A visitor's press waits in
 * `awaitingLogin` (the view opens the login dialog there) and goes on with the like once the login finished
 * (`like.loggedIn`, or a `like.session` that says logged in), or back on `like.loginCancelled`. The page
 * tells every session change (`like.session`), so a login elsewhere on the page counts too. One request at a time: a press while one is on its
 * way is ignored. The server counts one like per user and work, so a press on a liked work sends nothing
 * and only says so (`notifyAlreadyLiked`, 已点赞; decision 0045). When the server answers the new count,
 * that count wins over the optimistic one.
 */
export interface LikeInput {
  liked: boolean;
  count: number;
  loggedIn: boolean;
}

export interface LikeContext extends LikeInput {
  /** The server's message of the last refused like (null after a success or a new attempt). */
  error: string | null;
}

/** What the like call may answer: the count after the like, when the server tells it. */
export type LikeOutput = { count?: number } | undefined | void;

export type LikeEvent =
  | { type: 'like.press' }
  | { type: 'like.loggedIn' }
  | { type: 'like.loginCancelled' }
  /** The session changed (login or logout anywhere on the page): a login also ends the wait for one. */
  | { type: 'like.session'; loggedIn: boolean };

/** The count the server answered, or null when it answered none (Number.isFinite is false for a non-number). */
const countOf = (output: LikeOutput): number | null => {
  const count = output?.count;
  return Number.isFinite(count) ? (count as number) : null;
};

export const likeMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as LikeInput,
    context: {} as LikeContext,
    events: {} as LikeEvent,
  },
  // Stryker disable all: the default actor only stands in until the app's provide() and the tests' stubs replace it
  actors: {
    /** POST /api/science/web/work/{id}/like (or video/web/videoShow/{id}/like). */
    like: fromPromise<LikeOutput>(async () => {
      throw new Error('like not provided');
    }),
  },
  // Stryker restore all
  actions: {
    notifyFailed: (_, _params: { message: string }) => {},
    notifyAlreadyLiked: () => {},
  },
  guards: {
    likedAlready: ({ context }) => context.liked,
    loggedIn: ({ context }) => context.loggedIn,
    sessionLoggedIn: ({ event }) => {
      assertEvent(event, 'like.session');
      return event.loggedIn;
    },
  },
}).createMachine({
  id: 'like',
  context: ({ input }) => ({
    liked: input.liked,
    count: Math.max(0, input.count),
    loggedIn: input.loggedIn,
    error: null,
  }),
  initial: 'checking',
  on: {
    'like.session': { actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
  },
  states: {
    checking: {
      always: [{ guard: 'likedAlready', target: 'liked' }, { target: 'notLiked' }],
    },
    /** The heart is usable. */
    notLiked: {
      on: {
        'like.press': [{ guard: 'loggedIn', target: 'liking' }, { target: 'awaitingLogin' }],
      },
    },
    /** A visitor pressed: the login dialog is open; the like goes on after it. */
    awaitingLogin: {
      on: {
        'like.loggedIn': { target: 'liking', actions: assign({ loggedIn: true }) },
        'like.session': { guard: 'sessionLoggedIn', target: 'liking', actions: assign({ loggedIn: true }) },
        'like.loginCancelled': 'notLiked',
      },
    },
    /** Counted and pressed already; the post is on its way (the heart is disabled). */
    liking: {
      entry: assign(({ context }) => ({ liked: true, count: context.count + 1, error: null })),
      invoke: {
        src: 'like',
        onDone: {
          target: 'liked',
          actions: assign({ count: ({ context, event }) => countOf(event.output) ?? context.count }),
        },
        onError: {
          target: 'notLiked',
          actions: [
            assign(({ context, event }) => ({
              liked: false,
              count: Math.max(0, context.count - 1),
              error: errorText(event.error),
            })),
            { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
          ],
        },
      },
    },
    /** This user likes the work: a further press sends nothing. */
    liked: {
      on: { 'like.press': { actions: 'notifyAlreadyLiked' } },
    },
  },
});
