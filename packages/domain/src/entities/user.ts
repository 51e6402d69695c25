/** Accounts, agents, the signed-in user (session), roles and scopes (spec 3 and 6). */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { productSchema } from './product.ts';
import { knownScopes } from './session.ts';

export { anonymousUser, parseScopes } from './session.ts';

export const roleSchema = z.enum(['owner', 'viceowner', 'administrator', 'viewer', 'normal', 'member']);
export type Role = z.infer<typeof roleSchema>;
export const Role = roleSchema.enum;

/** The scopes the rules know by name (session.ts). */
export const scopeSchema = z.enum(knownScopes);
export { Scope } from './session.ts';
export type Scope = string;

/** Product names arrive in any case and are kept lowercased (spec 3). */
const lowercasedProductSchema = z.string().toLowerCase().pipe(productSchema);

export const accountRoleSchema = z.object({
  role_id: z.string().optional(),
  product: lowercasedProductSchema,
  role: roleSchema,
});
export type AccountRole = z.infer<typeof accountRoleSchema>;

export const accountPropertiesSchema = z.object({
  active: z.boolean(),
  avatar_url: z.string().optional(),
  /** Suspension is per product (agents of one product may be suspended in another). */
  suspended: z.partialRecord(productSchema, z.boolean()).optional(),
});

/** An account (or agent): only active ones are kept, keyed by account_id. */
export const accountSchema = z.object({
  account_id: idSchema,
  name: z.string(),
  email: z.string(),
  roles: z.array(accountRoleSchema),
  properties: accountPropertiesSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** Token info: the token's owner. */
export const tokenInfoSchema = z.object({ organization_id: z.string(), account_id: z.string(), scope: z.string().optional() });
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

/** The signed-in user (spec 3 "User / session"), or an anonymous visitor (token null, isAuthorized false). The platform's view of a request's account is the server's `Caller`. */
export const userSchema = z.object({
  token: z.string().nullable(),
  accountId: z.string().nullable(),
  organizationId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  /** The scopes of the token (comma-separated in the token; see parseScopes). */
  permissions: z.array(z.string()),
  /** The user's roles per product, from the account. */
  roles: z.array(accountRoleSchema),
  isGhostLogin: z.boolean(),
  /** The products the account is suspended on (its properties.suspended): it installs and buys nothing there. */
  suspended: accountPropertiesSchema.shape.suspended,
  isReseller: z.boolean(),
  isAuthorized: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Licence property on the chat product API: the reseller partner type lives here (spec 1). */
export const licensePropertiesSchema = z.object({ partner_type: z.string().nullable().optional() });
export type LicenseProperties = z.infer<typeof licensePropertiesSchema>;
