import type { CampaignId } from '../../../domain/campaigns';
import type { FieldErrors, FormName, RegistrationForm, WorkForm } from '../../../machines/campaign.machine';
import { formIssues, registerBody, registrationSchema, workSchema } from '../../schemas/campaign';

/**
 * The messages of a form under the campaign's shared rule: the registration with its captcha and SMS code
 * while not registered (registerBody), else the fields alone; the work form. A missing captcha uuid shows
 * on the captcha's input.
 */
export function formErrors(
  campaign: CampaignId,
  form: FormName,
  registration: RegistrationForm,
  work: WorkForm,
  registered = false,
): FieldErrors {
  if (form === 'work') return formIssues(workSchema(campaign), work);
  const schema = registered ? registrationSchema(campaign) : registerBody(campaign);
  const { uuid, ...errors } = formIssues(schema, registration);
  return uuid !== undefined && errors.validCode === undefined ? { ...errors, validCode: uuid } : errors;
}
