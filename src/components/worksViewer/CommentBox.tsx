import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { worksViewerMsg } from '../../text/worksViewer';
import css from './CommentBox.module.css';

const t = worksViewerMsg.comment;

export interface CommentBoxProps {
  /** The text the box starts with (e.g. a draft); the box keeps what is typed afterwards. */
  value?: string;
  /** Posts the text; resolve on success (the box clears), reject on failure (the box keeps the text). */
  onSubmit: (text: string) => Promise<unknown>;
  /** The most characters a comment may have (the shared schema's limit). */
  maxLength: number;
  /** The last failure's message to show under the box (null for none). */
  error?: string | null;
  /** The field's label (default 发表评论). */
  label?: string;
}

/**
 * The comment box of a work or micro-lecture (000 §2.3, §5.6: sent with no visible check): a textarea with a
 * visible counter that stops at `maxLength`, and the submit button, usable once there is text and while no
 * post runs. On success the box clears; on failure what was typed stays for another try. The box is native
 * elements in static CSS (CommentBox.module.css), not MUI's text field and button: see there why.
 */
export function CommentBox({
  value = '',
  onSubmit,
  maxLength,
  error = null,
  label = t.label,
}: CommentBoxProps) {
  const [text, setText] = useState(value.slice(0, maxLength));
  const [sending, setSending] = useState(false);
  const counterId = useId();
  const fieldId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || text.trim() === '') return;
    setSending(true);
    try {
      await onSubmit(text);
      setText('');
    } catch {
      // The page shows the server's message; the typed text stays.
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="comment-box">
      <label htmlFor={fieldId} className={css.label}>
        {label}
      </label>
      <textarea
        id={fieldId}
        className={css.field}
        placeholder={t.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value.slice(0, maxLength))}
        rows={3}
        maxLength={maxLength}
        aria-describedby={counterId}
      />
      <div className={css.row}>
        <p id={counterId} className={css.counter} data-testid="comment-counter">
          {t.counter(text.length, maxLength)}
        </p>
        <button
          type="submit"
          className={css.submit}
          disabled={sending || text.trim() === ''}
          aria-busy={sending}
        >
          {sending ? t.sending : t.submit}
        </button>
      </div>
      {error ? (
        <Alert severity="error" variant="outlined" role="alert" sx={{ mt: 1 }} data-testid="comment-error">
          {error}
        </Alert>
      ) : null}
    </form>
  );
}

export default CommentBox;
