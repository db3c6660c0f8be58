import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { CAMPAIGNS, type CampaignId } from '../../../domain/campaigns';
import {
  campaignMachine,
  type CampaignEntry,
  type FieldErrors,
  type FormName,
  type RegistrationForm,
  type WorkForm,
} from '../../../machines/campaign.machine';
import { campaignEntryQuery, campaignKeys, commit, register, type CommitRequest } from '../../api/campaign';
import { ApiError } from '../../api/errors';
import { notifyFailure } from '../../components/notifyFailure';
import { toast } from '../../components/toastStore';
import { msg } from '../../text/messages';
import { campaignMsg } from '../../text/campaign';
import { formErrors } from './campaignRules';

/** The register body: the fields the campaign shows, plus captcha, SMS code and uuid. */
export function registerRequest(campaign: CampaignId, r: RegistrationForm): Record<string, string> {
  const body: Record<string, string> = { validCode: r.validCode, smsCode: r.smsCode, uuid: r.uuid };
  for (const field of CAMPAIGNS[campaign].registration) body[field] = r[field];
  return body;
}

/** The commit body: the work fields the campaign shows, worksId when there is one, 3 when final. */
export function commitRequest(
  campaign: CampaignId,
  work: WorkForm,
  worksId: number | null,
  final: boolean,
): CommitRequest {
  const body: CommitRequest = {
    title: work.title,
    content: work.content,
    coverUrl: work.coverUrl,
    fileList: work.fileList,
  };
  if (CAMPAIGNS[campaign].work.includes('subTitle')) body.subTitle = work.subTitle;
  if (worksId !== null) body.worksId = worksId;
  if (final) body.status = 3;
  return body;
}

/** A refused registration's message: the server's, or 报名异常!!! when it gave none (002 §8). */
export const registerFailure = (e: unknown): Error =>
  e instanceof ApiError && e.message !== msg.api.unknown ? e : new Error(campaignMsg.registerFailed);

/** The wizard's machine with the app's calls and the toasts (decision 0053). */
export const createCampaignLogic = (queryClient: QueryClient) => {
  const reload = async (campaign: CampaignId): Promise<CampaignEntry | null> => {
    await queryClient.invalidateQueries({ queryKey: campaignKeys.entry(campaign) });
    return queryClient.fetchQuery(campaignEntryQuery(campaign));
  };
  return campaignMachine.provide({
    actors: {
      loadEntry: fromPromise<CampaignEntry | null, { campaign: CampaignId }>(({ input }) =>
        reload(input.campaign),
      ),
      validate: fromPromise<
        FieldErrors,
        { campaign: CampaignId; form: FormName; registration: RegistrationForm; work: WorkForm }
      >(async ({ input }) => formErrors(input.campaign, input.form, input.registration, input.work)),
      register: fromPromise<CampaignEntry | null, { campaign: CampaignId; registration: RegistrationForm }>(
        async ({ input }) => {
          try {
            await register(input.campaign, registerRequest(input.campaign, input.registration));
          } catch (e) {
            throw registerFailure(e);
          }
          return reload(input.campaign);
        },
      ),
      commit: fromPromise<
        CampaignEntry | null,
        { campaign: CampaignId; work: WorkForm; worksId: number | null; final: boolean }
      >(async ({ input }) => {
        await commit(input.campaign, commitRequest(input.campaign, input.work, input.worksId, input.final));
        return reload(input.campaign);
      }),
    },
    actions: {
      warnLogin: () => toast.error(campaignMsg.loginFirst),
      warnInvalid: () => toast.error(campaignMsg.formInvalid),
      notifyRegistered: () => toast.success(campaignMsg.registered),
      notifySubmitted: () => toast.success(campaignMsg.submitted),
      notifyFailed: (_, { message }) => notifyFailure(message),
    },
  });
};
