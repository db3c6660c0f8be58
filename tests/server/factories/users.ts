import type { FastifyInstance } from 'fastify';

/** A user made by a factory: their uid and a session token. */
export interface UserRow {
  uid: number;
  token: string;
}

/**
 * A fresh user with `availableScore` points (granted through the points ledger) and a session, made through
 * the test-only endpoint the e2e tests use too (server/testing/routes.ts), so no test shares the demo users.
 */
export async function createUser(app: FastifyInstance, { availableScore = 0 } = {}): Promise<UserRow> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/__test/education/user',
    payload: { availableScore },
  });
  const body = res.json<{ code: number; data: UserRow }>();
  if (body.code !== 200) throw new Error(`createUser: ${res.body}`);
  return { uid: body.data.uid, token: body.data.token };
}
