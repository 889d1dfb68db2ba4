import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
// From react-router/dom: it wires react-dom's flushSync, which address-driven inputs ask for.
import { RouterProvider } from 'react-router/dom';
import { ApiError, onSessionEnded } from '../lib/api-client.ts';
import { i18nReady } from '../lib/i18n.ts';
import { showLoginPrompt } from '../lib/login-prompt.ts';
import { forgetSession, onMemberChange } from '../lib/member-session.ts';
import { handleQueryErrors, queryClient } from '../lib/query-client.ts';
import { PageLoader } from './page-loader.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

// The server ended the member's session (logout elsewhere, password changed, idle): log in again.
onSessionEnded(() => {
  forgetSession();
  void router.navigate('/login', { replace: true, state: { notice: 'loggedOut' } });
});

/**
 * Spec section 6: a guest who tries a member action (follow, gift, comment, post) is asked
 * to log in or register first, with a way to do it.
 */
handleQueryErrors((error) => {
  if (!(error instanceof ApiError && error.code === 'login_required')) return;
  showLoginPrompt(() => void router.navigate('/login'));
});
void i18nReady;

// One member's data must never show to the next one on this device.
onMemberChange(() => queryClient.clear());

export function App() {
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
