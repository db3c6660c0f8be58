import './zodConfig';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { msg } from '../text/messages';
import { showApiErrorsAsToasts } from './apiErrorToasts';
import { config } from './config';
import { reportFieldVitals } from './fieldVitals';
import { mobileRedirectTarget } from './mobile';
import { AppProviders } from './providers';
import { queryClient } from './queryClient';
import { createRouter } from './routes';

const mobileTarget = mobileRedirectTarget(navigator.userAgent, config.mobileSiteUrl);

if (mobileTarget !== null) {
  window.location.replace(mobileTarget);
} else {
  document.title = msg.app.name;
  showApiErrorsAsToasts();
  reportFieldVitals(config.fieldVitals);
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <AppProviders client={queryClient}>
      <RouterProvider router={createRouter()} />
    </AppProviders>,
  );
}
