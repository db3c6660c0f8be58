import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { SOURCE_FIELDS, SUBMISSION_MAX } from '../../../../domain/submission';
import type { PopsicDict } from '../../../schemas/popsic';
import { contributionMsg } from '../../../text/contribution';
import { contributionPagesMsg } from '../../../text/contributionPages';
import { DictSelect, FIELD_GAP, FormField, type StepProps } from './fields';

const t = contributionPagesMsg.fields;

/**
 * Step 2, work source (000 §5.4): the source category and the four recommendations, at least one of them;
 * the hint turns to the error style when none was filled.
 */
export function Step2Fields(props: StepProps & { dict: PopsicDict | undefined }) {
  const missing = props.errors.sourceSociety !== undefined;
  return (
    <Stack spacing={FIELD_GAP}>
      <DictSelect
        {...props}
        name="sourceCategory"
        label={t.sourceCategory}
        entries={props.dict?.sourceCategory ?? []}
      />
      <FormHelperText
        error={missing}
        id="contribution-source-hint"
        data-testid="source-hint"
        data-error={missing ? 'true' : 'false'}
        role={missing ? 'alert' : undefined}
        sx={{ mx: 0, mb: 1, fontWeight: missing ? 700 : 400 }}
      >
        {contributionMsg.sourceHint}
      </FormHelperText>
      {SOURCE_FIELDS.map((name) => (
        <FormField
          key={name}
          {...props}
          errors={missing ? { [name]: '' } : {}}
          name={name}
          label={t[name]}
          max={SUBMISSION_MAX.source}
        />
      ))}
    </Stack>
  );
}
