import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useContentT } from './content-messages';

/** Date pickers speak the console's language (its own chunk: only the content screens need @mantine/dates). */
export const Dates = ({ children }: { children: ReactNode }) => {
  const t = useContentT();
  return <DatesProvider settings={{ locale: t.language === 'zh-CN' ? 'zh-cn' : 'en', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
};
