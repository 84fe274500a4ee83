export * from './resource';
export * from './fields';
export * from './organisations';
export * from './organisation-types';
export * from './users';
export * from './roles';
export * from './currencies';
export * from './tenant-settings';
