/**
 * The module `vi.mock('../../src/api/account', …)` answers in the profile tests: the real key and
 * captcha-query shapes of src/api/account.ts over the test's mocked fetchers. No imports, so the
 * mock factory can load it before anything else: `vi.mock(path, async () =>
 * (await import('./accountApiMock')).accountApiMock(api))`.
 */
export const accountApiMock = <Api extends { captcha: () => unknown }>(api: Api) => ({
  accountKeys: {
    all: ['account'],
    profile: () => ['account', 'profile'],
    captcha: (scope: string) => ['account', 'captcha', scope],
  },
  captchaSrc: (img: string) => `data:image/gif;base64,${img}`,
  // The captcha's query options as src/api/account.ts builds them, over the mocked fetcher.
  captchaQuery: (scope: string) => ({
    queryKey: ['account', 'captcha', scope],
    queryFn: () => api.captcha(),
    staleTime: Infinity,
    gcTime: 0,
  }),
  ...api,
});
