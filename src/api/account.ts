import { queryOptions } from '@tanstack/react-query';
import {
  captchaResponse,
  profileResponse,
  qrUrlResponse,
  wxCallbackResponse,
  type Captcha,
  type ModifyProfileBody,
  type SmsRequest,
  type User,
} from '../schemas/account';
import { envelope } from '../schemas/common';
import { request } from './client';

/** Account and shell calls (000 §7.1). */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  captcha: (scope: string) => [...accountKeys.all, 'captcha', scope] as const,
};

/** GET /api/captchaImage: `img` is base64 GIF without prefix. */
export const captcha = (): Promise<Captcha> => request({ url: '/api/captchaImage', schema: captchaResponse });

/** One form's captcha: kept until refreshed (never stale), dropped with the form (single-use answers). */
export const captchaQuery = (scope: string) =>
  queryOptions({
    queryKey: accountKeys.captcha(scope),
    queryFn: () => captcha(),
    staleTime: Infinity,
    gcTime: 0,
  });

export const captchaSrc = (img: string) => `data:image/gif;base64,${img}`;

/** POST /api/science/smsCode. Failures are reported by the SMS button (silent here). */
export const sendSms = async (body: SmsRequest): Promise<void> => {
  await request({ method: 'post', url: '/api/science/smsCode', data: body, schema: envelope, silent: true });
};

/** GET /api/radio/user/profile (bearer). `token` overrides the stored one (login callback). */
export const profile = async (opts: { token?: string; signal?: AbortSignal } = {}): Promise<User> => {
  const res = await request({
    url: '/api/radio/user/profile',
    schema: profileResponse,
    auth: true,
    ...opts,
  });
  return res.data;
};

/** POST /api/radio/user/modifyProfile. Failures are reported by the dialog (silent here). */
export const modifyProfile = async (body: ModifyProfileBody): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/radio/user/modifyProfile',
    data: body,
    schema: envelope,
    auth: true,
    silent: true,
  });
};

/** POST /api/radio/user/logout (bearer when present). */
export const logout = async (): Promise<void> => {
  await request({ method: 'post', url: '/api/radio/user/logout', schema: envelope, silent: true });
};

/** GET /api/wechatOpen/getQrConnectUrl?redirectUri → the QR page address (in `msg`). */
export const getQrConnectUrl = async (redirectUri: string): Promise<string> => {
  const res = await request({
    url: '/api/wechatOpen/getQrConnectUrl',
    params: { redirectUri },
    schema: qrUrlResponse,
    silent: true,
  });
  return res.msg;
};

/** GET /api/wechatOpen/wxCallBack?code&state → the token (`radio_token`). */
export const wxCallBack = async (code: string, state: string): Promise<string> => {
  const res = await request({
    url: '/api/wechatOpen/wxCallBack',
    params: { code, state },
    schema: wxCallbackResponse,
    silent: true,
  });
  return res.radio_token;
};
