import { eq } from 'drizzle-orm';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { type Db, withTenant } from '../db/client';
import { users } from '../db/schema';
import type { TenantRef } from '../tenancy/resolve';
import { createOidcAdapterClass } from './oidc-adapter';
import type { Secrets } from './secrets';
import { renderAutoSubmit, renderProviderError } from './signin-page';

export const EMBEDDED_CLIENT_ID = 'seaward-web';
const MAX_PROVIDERS = 256;

/**
 * The embedded OpenID provider, one per tenant origin: the issuer is
 * `{origin}/oidc`, its accounts are that tenant's users, its sign-in page
 * carries that tenant's branding. Instances are made on first use and kept.
 */
export function createProviderRegistry(db: Db, secrets: Secrets, opts: { proxy: boolean; sessionTtlSeconds: number }) {
  const Adapter = createOidcAdapterClass(db);
  const providers = new Map<string, Provider>();

  function build(origin: string, tenant: TenantRef): Provider {
    const configuration: Configuration = {
      adapter: Adapter,
      clients: [
        {
          client_id: EMBEDDED_CLIENT_ID,
          client_secret: secrets.clientSecret,
          redirect_uris: [`${origin}/api/auth/callback`],
          post_logout_redirect_uris: [`${origin}/`],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      pkce: { required: () => true },
      // The relying party reads e-mail and name from the ID token; no userinfo round trip.
      conformIdTokenClaims: false,
      cookies: { keys: secrets.providerCookieKeys },
      jwks: secrets.jwks,
      claims: { openid: ['sub'], email: ['email'], profile: ['name', 'locale'] },
      scopes: ['openid', 'email', 'profile'],
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          // The sign-out was asked for in the product: submit the provider's form at once.
          logoutSource: async (ctx, form) => {
            ctx.body = renderAutoSubmit(form);
          },
        },
      },
      interactions: { url: (_ctx, interaction) => `/signin/${interaction.uid}` },
      ttl: { Session: opts.sessionTtlSeconds, Interaction: 3600, Grant: opts.sessionTtlSeconds, AccessToken: opts.sessionTtlSeconds, IdToken: 3600, AuthorizationCode: 60 },
      renderError: async (ctx, out) => {
        ctx.type = 'html';
        ctx.body = renderProviderError(out);
      },
      // The product is the only client: its grant needs no consent screen.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const client = ctx.oidc.client!;
        const session = ctx.oidc.session!;
        const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
        if (grantId) return ctx.oidc.provider.Grant.find(grantId);
        if (!session.accountId) return undefined;
        const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      findAccount: async (_ctx, sub) => {
        const id = Number(sub);
        if (!Number.isInteger(id)) return undefined;
        const [user] = await withTenant(db, tenant.id, (tx) =>
          tx.select({ id: users.id, email: users.email, name: users.name, language: users.language, active: users.active }).from(users).where(eq(users.id, id)),
        );
        if (!user || !user.active) return undefined;
        return {
          accountId: sub,
          claims: async () => ({ sub, email: user.email, name: user.name, locale: user.language ?? undefined }),
        };
      },
    };
    const provider = new Provider(`${origin}/oidc`, configuration);
    provider.proxy = opts.proxy;
    return provider;
  }

  return {
    get(origin: string, tenant: TenantRef): Provider {
      const key = `${tenant.id} ${origin}`;
      let provider = providers.get(key);
      if (!provider) {
        provider = build(origin, tenant);
        // Host headers with odd ports would otherwise grow this without bound.
        if (providers.size >= MAX_PROVIDERS) providers.delete(providers.keys().next().value!);
        providers.set(key, provider);
      }
      return provider;
    },
  };
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
