import Box from '@mui/material/Box';
import { highlightRuns } from '../../../domain/searchRoute';

/** Text with the search terms marked (<mark>); the text is rendered as text, never as HTML. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightRuns(text, terms).map((run, i) =>
        run.hit ? (
          <Box component="mark" key={i} sx={{ bgcolor: 'transparent', color: 'error.main', fontWeight: 600 }}>
            {run.text}
          </Box>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
