import { createQueryClient, rootOptions, WebProviders } from '@bk/web';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createConsoleRouter } from './router';

const queryClient = createQueryClient();
const router = createConsoleRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container, rootOptions(import.meta.env.PROD)).render(
  <StrictMode>
    <WebProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </WebProviders>
  </StrictMode>,
);
