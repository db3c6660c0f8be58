import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub answers for one code at /sns/oauth2/access_token (a JSON body, or raw text and status). */
export type TokenAnswer =
  | { openid: string; unionid?: string; nickname?: string; headimgurl?: string }
  | { errcode: number; errmsg: string }
  | { status: number; text: string };

/**
 * A local stand-in for WeChat's API host (there is no internet here): the code exchange and the user
 * info, answering as WeChat does (JSON sent as text/plain, errors as `{errcode, errmsg}` with HTTP 200).
 * It records every request so tests can check what the server sent.
 */
export async function startWechatStub({ appId, secret }: { appId: string; secret: string }) {
  const codes = new Map<string, TokenAnswer>();
  const tokens = new Map<
    string,
    { openid: string; unionid?: string; nickname?: string; headimgurl?: string }
  >();
  const requests: URL[] = [];
  let userinfoFails = false;
  let issued = 0;

  const send = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(body);
  };
  const json = (res: ServerResponse, body: object) => send(res, 200, JSON.stringify(body));

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(url);
    const q = url.searchParams;
    if (url.pathname === '/sns/oauth2/access_token') {
      if (q.get('appid') !== appId || q.get('secret') !== secret)
        return json(res, { errcode: 40125, errmsg: 'invalid appsecret' });
      if (q.get('grant_type') !== 'authorization_code')
        return json(res, { errcode: 40002, errmsg: 'invalid grant_type' });
      const answer = codes.get(q.get('code') ?? '');
      // A code is good once, as at WeChat.
      codes.delete(q.get('code') ?? '');
      if (!answer) return json(res, { errcode: 40029, errmsg: 'invalid code' });
      if ('status' in answer) return send(res, answer.status, answer.text);
      if ('errcode' in answer) return json(res, answer);
      const token = `AT${++issued}`;
      tokens.set(token, answer);
      return json(res, {
        access_token: token,
        expires_in: 7200,
        refresh_token: `RT${issued}`,
        openid: answer.openid,
        scope: 'snsapi_login',
        ...(answer.unionid ? { unionid: answer.unionid } : {}),
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const who = tokens.get(q.get('access_token') ?? '');
      if (userinfoFails || !who || who.openid !== q.get('openid'))
        return json(res, { errcode: 40001, errmsg: 'invalid credential' });
      return json(res, {
        openid: who.openid,
        nickname: who.nickname ?? '',
        sex: 0,
        headimgurl: who.headimgurl ?? '',
        privilege: [],
        ...(who.unionid ? { unionid: who.unionid } : {}),
      });
    }
    return send(res, 404, 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Makes `code` answer `answer` (once). */
    code(code: string, answer: TokenAnswer) {
      codes.set(code, answer);
    },
    requests,
    failUserinfo(fails: boolean) {
      userinfoFails = fails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
