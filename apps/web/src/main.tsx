import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './app/app.css';
import { prepareGuestToken } from './lib/api-client.ts';

prepareGuestToken();

const root = createRoot(document.getElementById('root')!);
// A transition, so React renders the first screen in slices of a few milliseconds and a slow
// phone stays responsive while it does, instead of one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
