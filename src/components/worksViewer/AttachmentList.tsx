import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { workFileKind } from '../../../domain/fileKind';
import type { WorkFile } from '../../../machines/worksViewer.machine';
import { worksViewerMsg } from '../../text/worksViewer';

const t = worksViewerMsg;

/** The name a file is listed under: its upload name, else its kind. */
export const attachmentName = (file: WorkFile) =>
  file.fileName?.trim() ? file.fileName.trim() : t.kinds[workFileKind(file)];

/**
 * The attachment switch list (000 §2.3): one toggle button per file, the shown one pressed. Rendered only
 * for more than one file (a single file needs no switch).
 */
export function AttachmentList({
  files,
  current,
  onSelect,
}: {
  files: readonly WorkFile[];
  current: number;
  onSelect: (index: number) => void;
}) {
  if (files.length <= 1) return null;
  return (
    <Box component="nav" aria-label={t.attachments} data-testid="attachment-list">
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {files.map((file, i) => (
          <li key={`${i}-${file.path}`}>
            <Button
              size="small"
              variant={i === current ? 'contained' : 'outlined'}
              aria-pressed={i === current}
              onClick={() => onSelect(i)}
              sx={{ maxWidth: '100%', textTransform: 'none', overflowWrap: 'anywhere' }}
            >
              {t.attachment(i + 1, attachmentName(file))}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
