import { useEffect } from 'react';
import { z } from 'zod';
import type { Actor } from 'xstate';
import { isWorksForm } from '../../../../domain/submission';
import type { ContributionForm, contributionMachine } from '../../../../machines/contribution.machine';
import { lazySchema } from '../../../schemas/lazy';

/**
 * The wizard's draft (docs/decisions/0050): the form as typed, kept in localStorage per user and work, so a
 * reload or a closed tab finds it again. Files are kept by their uploaded addresses. Not kept: the captcha
 * answer and uuid (single use) and the SMS code (short-lived). Dropped once the submission succeeds.
 */
export const draftKey = (uid: string, worksId: number | null) =>
  `popsic.contribution.draft.${uid}.${worksId ?? 'new'}`;

const NOT_KEPT = ['validCode', 'uuid', 'smsCode'] as const;

const text = lazySchema(() => z.string().max(2000).optional().catch(undefined));
const draftSchema = lazySchema(() =>
  z
    .object({
      title: text,
      name: text,
      phone: text,
      workUnit: text,
      identity: text,
      studentType: text,
      workId: text,
      studentStatus: text,
      sourceSociety: text,
      sourceGroup: text,
      sourceUnit: text,
      sourcePerson: text,
      sourceCategory: text,
      worksForm: z
        .unknown()
        .transform((v) => (isWorksForm(v) ? v : null))
        .optional(),
      videoType: text,
      graphicType: text,
      scienceTarget: text,
      scienceType: text,
      content: text,
      coverUrl: text,
      fileList: z
        .array(z.object({ url: z.string(), fileName: z.string(), fileSize: z.number() }))
        .max(5)
        .optional()
        .catch(undefined),
      agreement: z.boolean().optional().catch(undefined),
    })
    .catch({}),
);

/** The stored draft, or null (none, or unreadable). */
export function readDraft(key: string): Partial<ContributionForm> | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = draftSchema.parse(JSON.parse(raw));
    const kept = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
    return Object.keys(kept).length > 0 ? (kept as Partial<ContributionForm>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, form: ContributionForm) {
  const kept: Partial<ContributionForm> = { ...form };
  for (const k of NOT_KEPT) delete kept[k];
  try {
    localStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the wizard works on without a draft.
  }
}

export const clearDraft = (key: string) => {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
};

/**
 * Keeps the draft of a running wizard: written whenever the user changes the form (not for the form as
 * it was restored or loaded), removed once the work is submitted.
 */
export function useDraftPersistence(actor: Actor<typeof contributionMachine>, key: string) {
  useEffect(() => {
    let shown: ContributionForm | null = null;
    const sub = actor.subscribe((s) => {
      if (s.matches('submitted') || s.matches('done')) {
        clearDraft(key);
        return;
      }
      if (!s.matches('editing')) return;
      if (shown === null) shown = s.context.form;
      else if (s.context.form !== shown) {
        shown = s.context.form;
        writeDraft(key, s.context.form);
      }
    });
    return () => sub.unsubscribe();
  }, [actor, key]);
}
