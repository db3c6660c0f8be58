import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { msg } from '../text/messages';
import { toastStore, type Toast } from './toastStore';

const MAX_VISIBLE = 3;
const ROW_HEIGHT = 60;
const hideAfter = (t: Toast) => (t.kind === 'error' ? 4500 : 3000);

/**
 * Renders the toast queue: errors as alerts (role="alert"), the rest as status messages. Each toast
 * gets its own node at the end of <body>, so a toast raised while a dialog is open is not inside the
 * part of the page the dialog hides from assistive technology (aria-hidden).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const visible = toasts.slice(-MAX_VISIBLE);
  return (
    <>
      {visible.map((t, i) => (
        <ToastItem key={t.id} toast={t} offset={i} />
      ))}
    </>
  );
}

function ToastItem({ toast, offset }: { toast: Toast; offset: number }) {
  const close = (_e: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    toastStore.dismiss(toast.id);
  };
  return (
    <Portal>
      <Snackbar
        open
        autoHideDuration={hideAfter(toast)}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: { xs: 16 + offset * ROW_HEIGHT, sm: 24 + offset * ROW_HEIGHT } }}
      >
        <Alert
          role={toast.kind === 'error' ? 'alert' : 'status'}
          severity={toast.kind}
          variant="filled"
          onClose={() => toastStore.dismiss(toast.id)}
          slotProps={{ closeButton: { 'aria-label': msg.app.close, title: msg.app.close } }}
          sx={{ minWidth: 280, boxShadow: 3 }}
        >
          {toast.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}

export default Toaster;
