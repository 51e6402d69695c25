/** Accounts calls (spec 7, accounts) and the sign-in (authorisation) flow. */
import { z } from 'zod';
import { accountSchema, licensePropertiesSchema, tokenInfoSchema } from '../entities/user.ts';
import { productSchema } from '../entities/product.ts';
import { webAddressSchema } from '../web-address.ts';

/** GET /authorize: response_type token or code, state echoed, redirect_uri checked against the client. */
export const authorizeQuerySchema = z.object({
  response_type: z.string().min(1),
  client_id: z.string().min(1),
  redirect_uri: webAddressSchema(),
  state: z.string().max(512).optional(),
  /** 'none': the silent check of a hidden frame, answered at once without a page. */
  prompt: z.enum(['none', 'login']).optional(),
});
export type AuthorizeQuery = z.infer<typeof authorizeQuerySchema>;

/** POST /authorize (the page's form): the chosen demo account, a ghost login, a new organisation or a refusal, plus the query echoed. */
export const authorizeFormSchema = authorizeQuerySchema
  .extend({
    account_id: z.string().min(1).optional(),
    /** Ghost login: the support user browses as this account. */
    ghost_as: z.string().min(1).optional(),
    /** '1': a new demo organisation is made, and its owner signs in. */
    new_organization: z.literal('1', { error: "new_organization is '1' when given." }).optional(),
    deny: z.string().optional(),
  })
  .refine((form) => [form.account_id, form.ghost_as, form.new_organization].filter((choice) => choice !== undefined).length <= 1, {
    error: 'Choose one: a demo account, a ghost login or a new organisation.',
  });

/** POST /v2/token: exchanges an authorisation code for a token. */
export const tokenExchangeBodySchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1),
  client_id: z.string().min(1),
  redirect_uri: webAddressSchema(),
});
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  account_id: z.string(),
  organization_id: z.string(),
});

/** GET /v2/info: token info (organization_id, account_id, comma-separated scope) plus expiry and region. */
export const tokenInfoResponseSchema = tokenInfoSchema.extend({
  expires_in: z.number().int().nonnegative(),
  client_id: z.string(),
  region: z.string(),
  ghost_login: z.boolean(),
});

/** GET /v2/accounts and GET /v2/accounts/{id} (user data: name, email, properties). */
export const accountParamsSchema = z.object({ id: z.string().min(1) });
export const accountResponseSchema = accountSchema;
export const accountListResponseSchema = z.array(accountSchema);

/** POST /v2/accounts/me/send_request_for_invitation: 204, no body. */
export const invitationRequestBodySchema = z.object({ product: productSchema });

/** Consents of an OAuth client (an app): status by coverage, withdrawal. */
export const coverageSchema = z.enum(['account', 'organization']);
export const clientParamsSchema = z.object({ id: z.string().min(1) });
export const consentStatusQuerySchema = z.object({ coverage: coverageSchema.default('organization') });
export const consentStatusResponseSchema = z.object({ client_id: z.string(), coverage: coverageSchema, granted: z.boolean() });
export const consentWithdrawBodySchema = z.object({ coverage: coverageSchema.default('organization') });
export const clientPublicResponseSchema = z.object({ client_id: z.string(), name: z.string() });

/** Product API: GET /properties/license (partner_type, spec 1 reseller). */
export const licensePropertiesResponseSchema = licensePropertiesSchema;
/** Product API: GET /agents, the agents of the caller's organisation for that product. */
export const agentListResponseSchema = z.array(accountSchema);
