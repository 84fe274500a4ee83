import { z } from 'zod';

// Every environment variable the server reads, with its default. README.md
// lists the same table; keep them in step.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(12),
  SECRETS_FILE: z.string().optional(),
  COOKIE_SECRET: z.string().min(32).optional(),
  OIDC_JWKS: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_SCOPES: z.string().default('openid email profile'),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(300),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Seaward <no-reply@seaward.localhost>'),
  JOBS_WORKER: z.enum(['auto', 'true', 'false']).default('auto'),
  JOBS_POLL_MS: z.coerce.number().int().positive().default(1000),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type Config = z.infer<typeof schema>;

/** Reads the configuration from the environment; throws with every bad variable named. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, ...overrides };
}

/** True when demo tenants and users should be seeded on start. */
export function shouldSeedDemo(config: Config): boolean {
  if (config.SEED_DEMO === 'auto') return config.NODE_ENV !== 'production';
  return config.SEED_DEMO === 'true';
}
