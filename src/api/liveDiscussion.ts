import {
  applyConsultationResponse,
  indexListResponse,
  verifyPassResponse,
  type ConsultationBody,
  type LiveSession,
} from '../schemas/liveDiscussion';
import { request } from './client';

/** Live discussion calls (000 §7.3). */
export const liveDiscussionKeys = {
  all: ['liveDiscussion'] as const,
  indexList: () => [...liveDiscussionKeys.all, 'indexList'] as const,
};

type Opts = { signal?: AbortSignal };

/** GET /api/live/indexList → the sessions (live now, reserved, ended). */
export const indexList = async (opts: Opts = {}): Promise<LiveSession[]> => {
  const res = await request({ url: '/api/live/indexList', schema: indexListResponse, ...opts });
  return res.data;
};

/**
 * POST /api/live/verifyPass/{id}/{password}: resolves when the password opens the session, rejects
 * with the server's message otherwise. Silent: the join machine shows the message.
 */
export const verifyPass = async (id: string, password: string): Promise<void> => {
  await request({
    method: 'post',
    url: `/api/live/verifyPass/${encodeURIComponent(id)}/${encodeURIComponent(password)}`,
    schema: verifyPassResponse,
    silent: true,
  });
};

/** POST /api/live/applyConsultation (bearer). Silent: the dialog shows 无法发起讨论，请联系管理员. */
export const applyConsultation = async (body: ConsultationBody): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/live/applyConsultation',
    data: body,
    schema: applyConsultationResponse,
    auth: true,
    silent: true,
  });
};
