import { profileResponse } from '../../src/schemas/account';
import { getJson, postJson, type TestApp } from './helpers';

type App = TestApp['app'];

/** A valid modifyProfile body without a phone (001 §7). */
export const profileForm = {
  nickName: '小王',
  realName: '王小明',
  hospital: '华西医院',
  department: '放射科',
  jodTitle: '住院医师',
  showWorkInfo: 1,
};

/**
 * The profile calls of one test app (read when called, so `beforeAll` may start it later): GET
 * /api/radio/user/profile parsed with the client's own schema, and POST modifyProfile's reply body.
 */
export const profileCalls = (app: () => App) => ({
  profile: async (token: string) =>
    profileResponse.parse((await getJson(app(), '/api/radio/user/profile', token)).body).data,
  save: async (token: string, body: object) =>
    (await postJson(app(), '/api/radio/user/modifyProfile', body, token)).body,
});
