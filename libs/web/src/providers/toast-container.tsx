import { Notifications } from '@mantine/notifications';

/** Where toasts show: loaded with the first one (web-providers.tsx). */
export const ToastContainer = () => <Notifications position="top-right" limit={4} />;
