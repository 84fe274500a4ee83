export * from './tenants';
export * from './organisations';
export * from './users';
export * from './fleet';
export * from './oidc';
