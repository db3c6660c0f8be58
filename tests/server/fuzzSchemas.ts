/** The field names of the contract, read from the shared schemas, so new fields are fuzzed too. */
import { z } from 'zod';
import { CAMPAIGN_IDS } from '../../domain/campaigns';
import * as account from '../../src/schemas/account';
import { commitBody, registerBody } from '../../src/schemas/campaign';
import * as education from '../../src/schemas/education';
import * as home from '../../src/schemas/home';
import * as liveDiscussion from '../../src/schemas/liveDiscussion';
import * as liveRoom from '../../src/schemas/liveRoom';
import * as training from '../../src/schemas/training';

const MODULES = [account, education, home, liveDiscussion, liveRoom, training];

/** Every key of every object schema exported by src/schemas (including those built by a function of one argument). */
export function fieldNames(): string[] {
  const names = new Set<string>();
  const visit = (v: unknown) => {
    if (v instanceof z.ZodObject) for (const k of Object.keys(v.shape)) names.add(k);
    else if (v instanceof z.ZodPipe) visit(v.in);
  };
  for (const m of MODULES) {
    for (const v of Object.values(m)) {
      if (typeof v === 'function' && v.length <= 1 && /Schema$/.test(v.name)) {
        try {
          visit((v as (a: unknown) => unknown)(Date.now()));
          visit((v as (a: unknown) => unknown)(false));
        } catch {
          // not a schema factory
        }
      } else visit(v);
    }
  }
  // The campaigns' schemas are built per campaign id (issue 17).
  for (const id of CAMPAIGN_IDS) {
    visit(registerBody(id));
    visit(commitBody(id));
  }
  return [...names];
}

/** Names the routes read from the query or body by hand (outside the shared schemas). */
export const HAND_READ_FIELDS = [
  'id',
  'uid',
  'phone',
  'uuid',
  'groupId',
  'trainingVideoId',
  'videoId',
  'roomId',
  'userId',
  'slideshowType',
  'module',
  'limit',
  'type',
  'redirectUri',
  'redirect_uri',
  'code',
  'state',
  'as',
  'room',
  'userName',
  'keySpeaker',
  'searchValue',
  'sinceSeq',
];
