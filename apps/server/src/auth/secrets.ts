import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { JWK } from 'oidc-provider';
import type { Config } from '../config';

export type Secrets = {
  /** Signs the short-lived sign-in state cookie. */
  cookieSecret: string;
  /** Keys of the embedded provider's cookies. */
  providerCookieKeys: string[];
  /** The embedded provider's private signing keys. */
  jwks: { keys: JWK[] };
  /** The web client's secret at the embedded provider. */
  clientSecret: string;
};

function generate(): Secrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
  return {
    cookieSecret: randomBytes(32).toString('base64url'),
    providerCookieKeys: [randomBytes(32).toString('base64url')],
    jwks: { keys: [jwk] },
    clientSecret: randomBytes(32).toString('base64url'),
  };
}

/**
 * Secrets from the environment when given (required for several instances
 * behind a load balancer), else from a file under DATA_DIR made on first start.
 * `memory` keeps freshly generated ones in memory (tests).
 */
export function loadSecrets(config: Config, opts: { memory?: boolean } = {}): Secrets {
  let secrets: Secrets;
  if (opts.memory) secrets = generate();
  else {
    const file = config.SECRETS_FILE ?? `${config.DATA_DIR}/secrets.json`;
    if (existsSync(file)) secrets = JSON.parse(readFileSync(file, 'utf8')) as Secrets;
    else {
      secrets = generate();
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
    }
  }
  const master = config.COOKIE_SECRET;
  if (master) {
    // One configured secret, a separate derived key per use.
    const derive = (label: string) => createHmac('sha256', master).update(label).digest('base64url');
    secrets.cookieSecret = derive('cookie');
    secrets.providerCookieKeys = [derive('provider-cookie')];
    secrets.clientSecret = derive('client');
  }
  if (config.OIDC_JWKS) secrets.jwks = JSON.parse(config.OIDC_JWKS) as Secrets['jwks'];
  return secrets;
}
