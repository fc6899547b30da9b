import { createQueryClient, mountApp } from '@bk/web';
import { createConsoleRouter } from './router';

const queryClient = createQueryClient();
mountApp({ queryClient, router: createConsoleRouter(queryClient), production: import.meta.env.PROD });
