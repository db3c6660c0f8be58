import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CAMPAIGNS, type CampaignId } from '../../../domain/campaigns';
import { workFileKind } from '../../../domain/fileKind';
import type { RegistrationForm, WorkForm } from '../../../machines/campaign.machine';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { campaignPagesMsg } from '../../text/campaignPages';

/** The viewer (its machine, the player's shell, the PDF reader's) loads with the preview, not with the page. */
const WorksViewer = lazy(() => import('../../components/worksViewer/WorksViewer'));

const t = campaignPagesMsg;
const f = t.fields;

const ROWS = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '8em 1fr' },
  columnGap: 2,
  rowGap: { xs: 0.25, sm: 1 },
  m: 0,
  '& dt': { color: 'text.secondary', fontSize: 14 },
  '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
} as const;

/**
 * Step 3, the preview (002 §2): the registration and the work read-only — the campaign's fields in its
 * order, the cover and proof pictures, the files' names and sizes, and the files themselves in the works
 * viewer (the video plays in the portal's one player) so the author sees what reviewers will see before
 * the final submit. Slides (.ppt/.pptx) have no viewer: their names and sizes are the preview.
 */
export function PreviewPanel({
  campaign,
  registration,
  work,
}: {
  campaign: CampaignId;
  registration: RegistrationForm;
  work: WorkForm;
}) {
  const cfg = CAMPAIGNS[campaign];
  const value = (v: string) => (v.trim() === '' ? t.preview.none : v);
  const viewable = work.fileList
    .map((file) => ({ path: file.url, fileName: file.name, coverUrl: work.coverUrl }))
    .filter((file) => workFileKind(file) !== 'none');
  return (
    <Box data-testid="campaign-preview">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t.preview.registration}
      </Typography>
      <Box component="dl" sx={ROWS}>
        {cfg.registration.map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <dt>{field === 'name' ? f.name[campaign] : f[field]}</dt>
            <dd>
              {field === 'recomLetterUrl' ? (
                registration.recomLetterUrl ? (
                  <Box
                    component="img"
                    src={registration.recomLetterUrl}
                    alt={t.proofAlt}
                    sx={{ width: 160, maxWidth: '100%', borderRadius: 1 }}
                  />
                ) : (
                  t.preview.none
                )
              ) : (
                value(registration[field])
              )}
            </dd>
          </Box>
        ))}
      </Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        {t.preview.work}
      </Typography>
      <Box component="dl" sx={ROWS}>
        {cfg.work.map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <dt>{f[field]}</dt>
            <dd>
              {field === 'coverUrl' ? (
                work.coverUrl ? (
                  <Box
                    component="img"
                    src={work.coverUrl}
                    alt={t.coverAlt}
                    sx={{
                      width: 240,
                      maxWidth: '100%',
                      aspectRatio: '16 / 9',
                      objectFit: 'cover',
                      borderRadius: 1,
                    }}
                  />
                ) : (
                  t.preview.none
                )
              ) : field === 'fileList' ? (
                work.fileList.length === 0 ? (
                  t.preview.none
                ) : (
                  <>
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t.preview.files}>
                      {work.fileList.map((file, i) => (
                        <li key={`${file.url}-${i}`}>
                          {file.name}（{t.preview.size(file.fileSize)}）
                        </li>
                      ))}
                    </Box>
                    {viewable.length > 0 ? (
                      <Box sx={{ mt: 1.5, maxWidth: 640 }}>
                        <Suspense fallback={<BlockSkeleton rows={3} />}>
                          <WorksViewer
                            key={viewable.map((file) => file.path).join('|')}
                            files={viewable}
                            title={work.title}
                          />
                        </Suspense>
                      </Box>
                    ) : null}
                  </>
                )
              ) : (
                value(work[field])
              )}
            </dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
