import { z } from 'zod';

export const loginRequestSchema = z.object({
  loginId: z.string().trim().min(1, { message: '请输入账号' }).max(64),
  password: z.string().min(1, { message: '请输入密码' }).max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export type LoginUser = {
  user: { uid: string; loginId: string; name: string; showName: string; mobile: string };
  rightKeys: string[];
  /** Signed in with a temporary password: it must be changed (POST /api/v1/user/changePassword) before anything else. */
  mustChangePassword?: boolean;
};
