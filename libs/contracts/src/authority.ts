import { z } from 'zod';
import { pageRequestSchema } from './court-reform';
import { versionField } from './fields';

/** authorityManagement: staff accounts, their permission keys and roles (spec §6). */
const uidField = z.uuid({ message: '账号编号无效' });
const roleIdField = z.uuid({ message: '角色编号无效' });
const accountVersion = versionField('缺少账号版本，请刷新后重试');
const keyList = z.array(z.string().min(1).max(64)).max(100, { message: '权限过多' });
const roleList = z.array(roleIdField).max(20, { message: '角色过多' });

export const staffStatuses = ['active', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/** POST /api/v1/menu/queryUserPage: keyword on login id, name and mobile; status and role filters. */
export const staffUserPageSchema = pageRequestSchema.extend({
  status: z.enum(staffStatuses, { message: '账号状态无效' }).optional(),
  roleId: roleIdField.optional(),
});
export type StaffUserPageRequest = z.infer<typeof staffUserPageSchema>;

export type StaffUserSummary = {
  uid: string;
  loginId: string;
  name: string;
  mobile: string;
  status: StaffStatus;
  disabledReason: string | null;
  roleIds: string[];
  roleNames: string[];
  /** Keys given directly. */
  rightKeys: string[];
  /** What the account may do now: its keys and its roles' keys. */
  effectiveKeys: string[];
  mustChangePassword: boolean;
  version: number;
  updatedAt: string;
};

const staffName = z.string().trim().min(1, { message: '请填写姓名' }).max(30, { message: '姓名不能超过30个字' });
const staffMobile = z.string().trim().max(11).default('');

/** Create (no uid: loginId required) or edit (uid and the version read) an account's profile. */
export const saveStaffAccountSchema = z
  .object({
    uid: uidField.optional(),
    version: accountVersion.optional(),
    loginId: z.string().trim().max(32).optional(),
    name: staffName,
    mobile: staffMobile,
    rightKeys: keyList.default([]),
    roleIds: roleList.default([]),
  })
  .refine((body) => body.uid !== undefined || (body.loginId ?? '') !== '', { message: '请填写账号', path: ['loginId'] })
  .refine((body) => body.uid === undefined || body.version !== undefined, { message: '缺少账号版本，请刷新后重试', path: ['version'] });
export type SaveStaffAccountRequest = z.infer<typeof saveStaffAccountSchema>;

export const staffAccessSchema = z.object({ uid: uidField, version: accountVersion, rightKeys: keyList, roleIds: roleList });
export type StaffAccessRequest = z.infer<typeof staffAccessSchema>;

export const disableStaffSchema = z.object({ uid: uidField, version: accountVersion, reason: z.string().trim().min(1, { message: '请填写停用原因' }).max(200) });
export type DisableStaffRequest = z.infer<typeof disableStaffSchema>;

export const staffRefSchema = z.object({ uid: uidField, version: accountVersion });
export type StaffRefRequest = z.infer<typeof staffRefSchema>;

export const staffHistoryQuerySchema = z.object({ uid: uidField });

/** A password a person chooses: at least 8 characters with letters and digits. */
export const newPasswordField = z
  .string()
  .min(8, { message: '新密码至少8位' })
  .max(64, { message: '新密码不能超过64位' })
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), { message: '新密码须同时包含字母和数字' });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { message: '请输入当前密码' }).max(128),
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** Creation and reset answer the temporary password once; it is never stored or shown again. */
export type StaffAccountResult = { uid: string; version: number; temporaryPassword?: string };

export type StaffAccountHistoryEntry = { version: number; at: string; type: string; actorName: string; data: Record<string, unknown> };

export type StaffRole = { roleId: string; name: string; description: string; rightKeys: string[]; version: number; members: number };

export const saveStaffRoleSchema = z
  .object({
    roleId: roleIdField.optional(),
    version: versionField('缺少角色版本，请刷新后重试').optional(),
    name: z.string().trim().min(1, { message: '请填写角色名称' }).max(30, { message: '角色名称不能超过30个字' }),
    description: z.string().trim().max(200).default(''),
    rightKeys: keyList,
  })
  .refine((body) => body.roleId === undefined || body.version !== undefined, { message: '缺少角色版本，请刷新后重试', path: ['version'] });
export type SaveStaffRoleRequest = z.infer<typeof saveStaffRoleSchema>;

export const removeStaffRoleSchema = z.object({ roleId: roleIdField, version: versionField('缺少角色版本，请刷新后重试') });
export type RemoveStaffRoleRequest = z.infer<typeof removeStaffRoleSchema>;
