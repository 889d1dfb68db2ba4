import { ERRORS } from '@petal/contract/errors';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
import { PageLoader } from './page-loader.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

/**
 * Spec section 6: a guest who tries a member action (follow, gift, comment, post) is asked
 * to log in or register first, with a way to do it.
 */
// The server ended the member's session (logout elsewhere, password changed, idle): log in again.
onSessionEnded(() => {
  forgetSession();
  void router.navigate('/login', { replace: true, state: { notice: 'loggedOut' } });
});

function handleSessionErrors(error: unknown) {
  if (!(error instanceof ApiError && error.code === 'login_required')) return;
  showLoginPrompt(() => void router.navigate('/login'));
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleSessionErrors }),
  mutationCache: new MutationCache({ onError: handleSessionErrors }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A refusal (4xx) will not change by asking again; a failure (5xx, network) may.
      retry: (failures, error) =>
        failures < 1 && !(error instanceof ApiError && ERRORS[error.code].status < 500),
    },
  },
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
