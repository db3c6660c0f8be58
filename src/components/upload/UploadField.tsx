import { useContext, useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { acceptOf, hasExtension } from '../../../domain/submission';
import { uploadMsg } from '../../text/upload';
import { toast } from '../toastStore';
import { createUploadLogic } from './uploadActors';
import { UploadTransportContext } from './uploadTransport';

const t = uploadMsg;

export interface UploadFieldProps {
  /** The button's text, e.g. 上传封面 */
  label: string;
  /** Accepted extensions (lower case, no dot), e.g. COVER_EXTENSIONS or mediaExtensions(form) */
  extensions: readonly string[];
  maxBytes: number;
  /** Messages when the chosen file has another extension / is too big (the spec's, passed by the caller) */
  typeMessage: string;
  sizeMessage: string;
  /** When set, choosing is refused with this message (e.g. 请先选择作品形式 / 最多可以上传5个多媒体文件) */
  blockedMessage?: string | null;
  disabled?: boolean;
  onUploaded: (file: { url: string; fileName: string; fileSize: number }) => void;
  /** Upload failure: the server's message (the caller clears its list, 000 §8) */
  onFailed?: (message: string) => void;
}

/** Whole percent of `sent` in `total` (0 for an empty total). */
export const percentOf = (sent: number, total: number): number =>
  total > 0 ? Math.min(100, Math.floor((sent * 100) / total)) : 0;

/**
 * A file field that uploads what is chosen (design §10, decision 0049): the extension and size are checked
 * before anything is sent (the caller's spec messages), then the upload machine sends it (tus, resumable)
 * with a progress bar (percent, speed, time left) and 暂停/继续/取消. The stored file goes to `onUploaded`.
 */
export function UploadField({
  label,
  extensions,
  maxBytes,
  typeMessage,
  sizeMessage,
  blockedMessage = null,
  disabled = false,
  onUploaded,
  onFailed,
}: UploadFieldProps) {
  const transport = useContext(UploadTransportContext);
  // Created once: useMachine starts the logic of its first render only.
  const [{ logic, listen }] = useState(() => createUploadLogic(transport));
  useEffect(() => listen({ onUploaded, onFailed }), [listen, onUploaded, onFailed]);
  const [state, send] = useMachine(logic);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();

  const refuse = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  const choose = () => {
    if (blockedMessage) {
      refuse(blockedMessage);
      return;
    }
    input.current?.click();
  };

  const chosen = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be chosen again after a refusal or a cancel.
    e.target.value = '';
    if (!file) return;
    if (blockedMessage) return refuse(blockedMessage);
    if (!hasExtension(file.name, extensions)) return refuse(typeMessage);
    if (file.size > maxBytes) return refuse(sizeMessage);
    setProblem(null);
    send({ type: 'upload.start', file });
  };

  const active = state.matches('uploading') || state.matches('paused');
  // Keyboard users keep their place: when the choose button gives way to the controls (an upload starts)
  // or back (it ends), the focus moves to what replaced it, if the field had the focus and lost it with
  // the swap (the focus is nowhere: on the body).
  const chooseButton = useRef<HTMLButtonElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (hadFocus.current && lost) (active ? toggleButton : chooseButton).current?.focus();
  }, [active]);
  const onFocusCapture = () => {
    hadFocus.current = true;
  };
  const onBlurCapture = (e: FocusEvent<HTMLDivElement>) => {
    // Focus that went elsewhere on the page; a removed button blurs without a next element.
    if (e.relatedTarget !== null && !e.currentTarget.contains(e.relatedTarget as Node))
      hadFocus.current = false;
  };
  const { file, bytesSent, bytesTotal, speed, secondsLeft } = state.context;
  const name = file?.name ?? '';
  const percent = percentOf(bytesSent, bytesTotal);

  return (
    <Box onFocusCapture={onFocusCapture} onBlurCapture={onBlurCapture} sx={{ width: '100%', minWidth: 0 }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf(extensions)}
        onChange={chosen}
        data-testid="upload-input"
        aria-label={label}
        tabIndex={-1}
      />
      {!active ? (
        <Button
          ref={chooseButton}
          variant="outlined"
          onClick={choose}
          disabled={disabled}
          aria-describedby={problem ? helperId : undefined}
        >
          {label}
        </Button>
      ) : (
        <Box role="group" aria-label={state.matches('paused') ? t.paused(name) : t.uploading(name)}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {state.matches('paused') ? t.paused(name) : t.uploading(name)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.5 }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t.progressLabel(name)}
              aria-valuetext={`${t.percent(percent)}，${t.sent(bytesSent, bytesTotal)}`}
              sx={{ flex: 1, height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
              {t.percent(percent)}
            </Typography>
          </Stack>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', columnGap: 2, color: 'text.secondary', typography: 'caption' }}
          >
            <span>{t.sent(bytesSent, bytesTotal)}</span>
            {state.matches('uploading') ? <span>{speed !== null ? t.speed(speed) : t.measuring}</span> : null}
            {state.matches('uploading') && secondsLeft !== null ? (
              <span>{t.timeLeft(secondsLeft)}</span>
            ) : null}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            {state.matches('uploading') ? (
              <Button
                ref={toggleButton}
                size="small"
                onClick={() => send({ type: 'upload.pause' })}
                aria-label={t.pauseFile(name)}
              >
                {t.pause}
              </Button>
            ) : (
              <Button
                ref={toggleButton}
                size="small"
                onClick={() => send({ type: 'upload.resume' })}
                aria-label={t.resumeFile(name)}
              >
                {t.resume}
              </Button>
            )}
            <Button
              size="small"
              color="inherit"
              onClick={() => send({ type: 'upload.cancel' })}
              aria-label={t.cancelFile(name)}
            >
              {t.cancel}
            </Button>
          </Stack>
        </Box>
      )}
      {problem ? (
        <FormHelperText error id={helperId}>
          {problem}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
